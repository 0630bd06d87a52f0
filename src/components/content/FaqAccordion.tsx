import styled from "@emotion/styled";
import * as Accordion from "@radix-ui/react-accordion";
import { graphql } from "gatsby";
import * as React from "react";

import { colors, durations, fontSizes, fontWeights, radii, space } from "../../theme/tokens";

/** A FAQ set's entries; pages select the set's title beside it. */
export const faqAccordionFragment = graphql`
  fragment FaqAccordion on FaqSet {
    items {
      question
      answer
    }
  }
`;

interface FaqAccordionProps {
  items: Queries.FaqAccordionFragment["items"];
  /** Heading level of each question; the section heading sits one above it. */
  headingLevel?: 3 | 4;
}

/** FAQ entries: at most one open at a time; clicking the open one closes it. */
export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps): React.ReactElement {
  return (
    <Root type="single" collapsible>
      {items.map((item, index) => (
        <Item key={item.question} value={`faq-${index}`}>
          <Accordion.Header asChild>
            {React.createElement(
              `h${headingLevel}`,
              null,
              <Trigger>
                <span>{item.question}</span>
                <Chevron aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
                  <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </Chevron>
              </Trigger>,
            )}
          </Accordion.Header>
          <Content>
            <p>{item.answer}</p>
          </Content>
        </Item>
      ))}
    </Root>
  );
}

const Root = styled(Accordion.Root)`
  display: grid;
  gap: ${space[3]};
`;

const Item = styled(Accordion.Item)`
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  background: ${colors.paper};
  h3,
  h4 {
    margin: 0;
  }
`;

const Trigger = styled(Accordion.Trigger)`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[4]};
  border: 0;
  background: transparent;
  color: ${colors.ink};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
  text-align: left;
  cursor: pointer;
  &[data-state="open"] svg {
    transform: rotate(180deg);
  }
`;

const Chevron = styled.svg`
  flex-shrink: 0;
  transition: transform ${durations.normal};
`;

const Content = styled(Accordion.Content)`
  padding: 0 ${space[4]};
  color: ${colors.inkMuted};
`;
