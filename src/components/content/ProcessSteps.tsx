import styled from "@emotion/styled";
import { graphql } from "gatsby";
import * as React from "react";

import { mq } from "../../theme/media";
import { colors, fontSizes, fontWeights, space } from "../../theme/tokens";

export const processStepsItemFragment = graphql`
  fragment ProcessStepsItem on ProcessStep {
    number
    title
    description
  }
`;

/** Numbered steps in a row (01 Discovery, 02 Creation, 03 Delivery). */
export function ProcessSteps({ steps }: { steps: readonly Queries.ProcessStepsItemFragment[] }): React.ReactElement {
  return (
    <List>
      {steps.map((step) => (
        <li key={step.number}>
          <Number aria-hidden="true">{step.number}</Number>
          <h3>
            <span className="visually-hidden">{step.number} </span>
            {step.title}
          </h3>
          <p>{step.description}</p>
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  display: grid;
  gap: ${space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  p {
    color: ${colors.inkMuted};
  }
`;

const Number = styled.span`
  display: block;
  color: ${colors.brand};
  font-size: ${fontSizes["3xl"]};
  font-weight: ${fontWeights.bold};
`;
