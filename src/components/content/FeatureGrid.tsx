import styled from "@emotion/styled";
import { graphql } from "gatsby";
import * as React from "react";

import { colors } from "../../theme/tokens";
import { Card, CardGrid } from "../ui/Card";
import { StaticIsland } from "../static/StaticIsland";

/** The fields of a card; its type is generated as Queries.FeatureGridItemFragment. */
export const featureGridItemFragment = graphql`
  fragment FeatureGridItem on FeaturePoint {
    title
    description
  }
`;

interface FeatureGridProps {
  items: readonly Queries.FeatureGridItemFragment[];
  /** Heading level of each card title. */
  headingLevel?: 3 | 4;
  columns?: 2 | 3 | 4;
}

/** Titled cards from content (perks, differentiators, practices, tips). */
export function FeatureGrid({ items, headingLevel = 3, columns = 3 }: FeatureGridProps): React.ReactElement {
  const Heading = `h${headingLevel}` as const;
  return (
    <StaticIsland root={CardGrid} kind="marketing-copy" columns={{ md: columns === 4 ? 2 : columns, lg: columns }}>
      {items.map((item) => (
        <Card key={item.title}>
          <Heading>{item.title}</Heading>
          <Description>{item.description}</Description>
        </Card>
      ))}
    </StaticIsland>
  );
}

const Description = styled.p`
  margin: 0;
  color: ${colors.inkMuted};
`;
