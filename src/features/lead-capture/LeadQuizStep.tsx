import styled from "@emotion/styled";
import * as React from "react";

import { reducedMotion } from "../../theme/media";
import { colors, durations, fontSizes, fontWeights, radii, space } from "../../theme/tokens";
import { type LeadAnswerField, quizLength, quizQuestions } from "./lead-quiz-questions";
import { type AnswerPress, isSameGestureAsPrevious } from "./quiz-gesture";

interface LeadQuizStepProps {
  /** Zero-based question index. */
  step: number;
  onAnswer: (field: LeadAnswerField, code: string) => void;
}

/**
 * One question as a radio group. Arrow keys, Home and End move between options without
 * choosing (choosing advances the quiz); Enter, Space or a click chooses.
 */
export function LeadQuizStep({ step, onAnswer }: LeadQuizStepProps): React.ReactElement | null {
  const question = quizQuestions[step];
  const options = React.useRef<(HTMLButtonElement | null)[]>([]);
  const [active, setActive] = React.useState(0);
  const lastPress = React.useRef<AnswerPress | null>(null);
  const questionId = `lead-quiz-question-${step}`;

  React.useEffect(() => {
    setActive(0);
    if (step > 0) options.current[0]?.focus();
  }, [step]);

  if (!question) return null;
  const count = question.options.length;

  const move = (index: number) => {
    const next = (index + count) % count;
    setActive(next);
    options.current[next]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowRight: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      ArrowLeft: () => move(active - 1),
      Home: () => move(0),
      End: () => move(count - 1),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <div>
      <Progress aria-hidden="true">
        {quizQuestions.map((item, index) => (
          <Segment key={item.field} data-done={index <= step} />
        ))}
      </Progress>
      <StepLabel>
        Pergunta {step + 1} de {quizLength}
      </StepLabel>
      <Question id={questionId}>{question.question}</Question>
      <Options role="radiogroup" aria-labelledby={questionId} onKeyDown={onKeyDown}>
        {question.options.map((option, index) => (
          <Option
            key={option.code}
            ref={(element) => {
              options.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked="false"
            tabIndex={index === active ? 0 : -1}
            onFocus={() => setActive(index)}
            onClick={(event) => {
              const press = answerPress(event);
              const repeat = isSameGestureAsPrevious(press, lastPress.current);
              lastPress.current = press;
              if (!repeat) onAnswer(question.field, option.code);
            }}
          >
            {option.label}
          </Option>
        ))}
      </Options>
    </div>
  );
}

function answerPress(event: React.MouseEvent): AnswerPress {
  const { nativeEvent } = event;
  // Chromium and Firefox fire click as a PointerEvent; elsewhere the source is unknown ("").
  const pointerType =
    "pointerType" in nativeEvent && typeof nativeEvent.pointerType === "string" ? nativeEvent.pointerType : "";
  return { detail: event.detail, pointerType, x: event.clientX, y: event.clientY, at: performance.now() };
}

const Progress = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${space[2]};
  margin-bottom: ${space[3]};
`;

const Segment = styled.span`
  height: ${space[1]};
  border-radius: ${radii.pill};
  background: ${colors.line};
  &[data-done="true"] {
    background: ${colors.brand};
  }
`;

const StepLabel = styled.p`
  margin: 0 0 ${space[2]};
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
`;

const Question = styled.h3`
  margin: 0 0 ${space[4]};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
`;

const Options = styled.div`
  display: grid;
  gap: ${space[3]};
`;

const Option = styled.button`
  width: 100%;
  min-height: 3rem;
  padding: ${space[3]} ${space[4]};
  border: 2px solid ${colors.line};
  border-radius: ${radii.md};
  background: ${colors.paper};
  color: ${colors.ink};
  font-size: ${fontSizes.md};
  text-align: left;
  cursor: pointer;
  transition:
    border-color ${durations.fast},
    background ${durations.fast};
  &:hover,
  &:focus-visible {
    border-color: ${colors.brand};
    background: ${colors.brandSoft};
  }
  ${reducedMotion} {
    transition: none;
  }
`;
