import styled from "@emotion/styled";
import { graphql } from "gatsby";
import * as React from "react";

import { mq } from "../../theme/media";
import { colors, fontSizes, fontWeights, space } from "../../theme/tokens";
import { StaticIsland } from "../static/StaticIsland";

export const metricListItemFragment = graphql`
  fragment MetricListItem on ResultMetric {
    metric
    description
  }
`;

/** Headline numbers with what they mean. */
export function MetricList({ metrics }: { metrics: readonly Queries.MetricListItemFragment[] }): React.ReactElement {
  return (
    <StaticIsland root={List} kind="marketing-copy">
      {metrics.map((item) => (
        <div key={item.metric}>
          <dt>{item.description}</dt>
          <dd>{item.metric}</dd>
        </div>
      ))}
    </StaticIsland>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${space[4]};
  margin: ${space[5]} 0 0;
  ${mq.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    color: ${colors.inkMuted};
    font-size: ${fontSizes.sm};
  }
  dd {
    margin: 0;
    color: ${colors.brand};
    font-size: ${fontSizes["3xl"]};
    font-weight: ${fontWeights.bold};
  }
`;
