import styled from "@emotion/styled";
import { graphql } from "gatsby";
import * as React from "react";

import { colors, fontSizes, fontWeights } from "../../theme/tokens";
import { StaticIsland } from "../static/StaticIsland";
import { CardGrid } from "../ui/Card";

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
    <StaticIsland root={Steps} kind="marketing-copy" as="ol" gap="lg" columns={{ md: 3 }}>
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
    </StaticIsland>
  );
}

const Steps = styled(CardGrid)`
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
