import styled from "@emotion/styled";
import { graphql } from "gatsby";
import * as React from "react";

import { mq, reducedMotion } from "../../theme/media";
import { colors, fontSizes, fontWeights, space } from "../../theme/tokens";
import { StaticIsland } from "../../components/static/StaticIsland";
import { Block } from "./HomeSections";

/** One turn of the decorative ring. */
const spinDuration = "24s";

export const howItWorksStepFragment = graphql`
  fragment HowItWorksStep on ProcessStep {
    number
    title
    description
  }
`;

/** #how-it-works: the steps beside a slowly turning circle (still under reduced motion). */
export function HowItWorksCircle({ steps }: { steps: readonly Queries.HowItWorksStepFragment[] }): React.ReactElement {
  return (
    <StaticIsland root={Block} kind="marketing-copy" id="how-it-works" aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title">Como funciona</h2>
      <Layout>
        <Ring viewBox="0 0 200 200" width="280" height="280" aria-hidden="true" focusable="false">
          <circle cx="100" cy="100" r="84" fill="none" stroke={colors.brandSoft} strokeWidth="14" />
          <g className="spin">
            <circle
              cx="100"
              cy="100"
              r="84"
              fill="none"
              stroke={colors.brand}
              strokeWidth="14"
              strokeDasharray="120 408"
            />
            {steps.map((step, index) => {
              const angle = (index / Math.max(steps.length, 1)) * 2 * Math.PI - Math.PI / 2;
              return (
                <circle
                  key={step.number}
                  cx={100 + 84 * Math.cos(angle)}
                  cy={100 + 84 * Math.sin(angle)}
                  r="10"
                  fill={colors.accent}
                />
              );
            })}
          </g>
          <text x="100" y="108" textAnchor="middle" fontSize="22" fontWeight="700" fill={colors.ink}>
            {steps.length} passos
          </text>
        </Ring>
        <Steps>
          {steps.map((step) => (
            <li key={step.number}>
              <Number aria-hidden="true">{step.number}</Number>
              <div>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </div>
            </li>
          ))}
        </Steps>
      </Layout>
    </StaticIsland>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${space[6]};
  align-items: center;
  justify-items: center;
  ${mq.md} {
    grid-template-columns: auto 1fr;
  }
`;

const Ring = styled.svg`
  .spin {
    transform-origin: 100px 100px;
    animation: circle-spin ${spinDuration} linear infinite;
  }
  @keyframes circle-spin {
    to {
      transform: rotate(360deg);
    }
  }
  ${reducedMotion} {
    .spin {
      animation: none;
    }
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${space[4]};
  }
  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
`;

const Number = styled.span`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${colors.brand};
  color: ${colors.paper};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
`;
