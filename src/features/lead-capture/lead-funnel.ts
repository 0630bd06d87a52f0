/**
 * The lead dialog's state machine (SPEC section 4): quiz steps 1–4 → form → success.
 * Closing from anywhere resets it. Pure, so it is tested without React.
 */
import { type LeadAnswerField, type LeadAnswers, quizLength, quizQuestions } from "./lead-quiz-questions";

export type LeadFunnelState =
  | { stage: "quiz"; step: number; answers: Partial<LeadAnswers> }
  | { stage: "form"; answers: LeadAnswers }
  | { stage: "success" };

export type LeadFunnelAction =
  { type: "answer"; field: LeadAnswerField; code: string } | { type: "saved" } | { type: "reset" };

export const initialLeadFunnel: LeadFunnelState = { stage: "quiz", step: 0, answers: {} };

const isComplete = (answers: Partial<LeadAnswers>): answers is LeadAnswers =>
  quizQuestions.every((question) => typeof answers[question.field] === "string");

export function leadFunnelReducer(state: LeadFunnelState, action: LeadFunnelAction): LeadFunnelState {
  switch (action.type) {
    case "answer": {
      if (state.stage !== "quiz") return state;
      const question = quizQuestions[state.step];
      // Only the current question's own options count; anything else is ignored.
      if (!question || question.field !== action.field || !question.options.some((o) => o.code === action.code)) {
        return state;
      }
      const answers = { ...state.answers, [action.field]: action.code };
      if (state.step + 1 < quizLength) return { stage: "quiz", step: state.step + 1, answers };
      return isComplete(answers) ? { stage: "form", answers } : state;
    }
    case "saved":
      return state.stage === "form" ? { stage: "success" } : state;
    case "reset":
      return initialLeadFunnel;
  }
}
