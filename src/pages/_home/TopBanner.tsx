import styled from "@emotion/styled";
import { graphql } from "gatsby";
import * as React from "react";

import { StaticIsland } from "../../components/static/StaticIsland";
import { colors, fontSizes, fontWeights, space } from "../../theme/tokens";

export const topBannerMessageFragment = graphql`
  fragment TopBannerMessage on FeaturePoint {
    title
    description
  }
`;

/** The strip above the hero: scarcity and the quiz promise. */
export function TopBanner({
  message,
}: {
  message: Queries.TopBannerMessageFragment | undefined;
}): React.ReactElement | null {
  if (!message) return null;
  return (
    <StaticIsland root={Banner} kind="marketing-copy">
      <strong>{message.title}:</strong> {message.description}
    </StaticIsland>
  );
}

const Banner = styled.p`
  margin: 0;
  padding: ${space[2]} ${space[4]};
  background: ${colors.night};
  color: ${colors.nightText};
  font-size: ${fontSizes.sm};
  text-align: center;
  strong {
    color: ${colors.paper};
    font-weight: ${fontWeights.bold};
  }
`;
