import styled from "@emotion/styled";
import { graphql } from "gatsby";
import * as React from "react";

import { colors, fontSizes, fontWeights, radii, space } from "../../theme/tokens";
import { StaticIsland } from "../static/StaticIsland";

export const statListItemFragment = graphql`
  fragment StatListItem on FeaturePoint {
    title
    description
  }
`;

/** Hero stats: a big figure (title) over its label (description). */
export function StatList({ stats }: { stats: readonly Queries.StatListItemFragment[] }): React.ReactElement {
  return (
    <StaticIsland root={List} kind="marketing-copy">
      {stats.map((stat) => (
        <div key={stat.title}>
          <dt>{stat.description}</dt>
          <dd>{stat.title}</dd>
        </div>
      ))}
    </StaticIsland>
  );
}

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[4]};
  margin: ${space[5]} 0 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    min-width: 8rem;
    padding: ${space[3]} ${space[4]};
    border-radius: ${radii.md};
    background: ${colors.brandSoft};
  }
  dt {
    color: ${colors.brandStrong};
    font-size: ${fontSizes.sm};
  }
  dd {
    margin: 0;
    color: ${colors.brandStrong};
    font-size: ${fontSizes["2xl"]};
    font-weight: ${fontWeights.bold};
  }
`;
