import styled from "@emotion/styled";
import { graphql } from "gatsby";
import * as React from "react";

import { mq } from "../../theme/media";
import { colors, radii, shadows, space } from "../../theme/tokens";

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
    <Grid data-columns={columns}>
      {items.map((item) => (
        <Card key={item.title}>
          <Heading>{item.title}</Heading>
          <p>{item.description}</p>
        </Card>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
    &[data-columns="3"] {
      grid-template-columns: repeat(3, 1fr);
    }
  }
  ${mq.lg} {
    &[data-columns="4"] {
      grid-template-columns: repeat(4, 1fr);
    }
  }
`;

const Card = styled.li`
  padding: ${space[5]};
  border-radius: ${radii.lg};
  background: ${colors.paper};
  box-shadow: ${shadows.card};
  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
`;
