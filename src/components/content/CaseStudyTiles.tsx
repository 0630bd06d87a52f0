import styled from "@emotion/styled";
import { graphql } from "gatsby";
import * as React from "react";

import { colors, fontSizes, fontWeights, space } from "../../theme/tokens";
import { Card, CardGrid } from "../ui/Card";
import { VideoDialog } from "./VideoDialog";

export const caseStudyTilesItemFragment = graphql`
  fragment CaseStudyTilesItem on CaseStudyTile {
    contentId
    title
    subtitle
    result
    metric
    hasVideo
    mediaId
  }
`;

/** Success-story tiles; a tile with a video opens it in a modal. */
export function CaseStudyTiles({
  tiles,
}: {
  tiles: readonly Queries.CaseStudyTilesItemFragment[];
}): React.ReactElement {
  return (
    <CardGrid columns={{ md: 2 }}>
      {tiles.map((tile) => (
        <Tile key={tile.contentId}>
          <Metric>{tile.metric}</Metric>
          <h3>{tile.title}</h3>
          <Subtitle>{tile.subtitle}</Subtitle>
          <p>{tile.result}</p>
          {tile.hasVideo && tile.mediaId ? (
            <VideoDialog
              mediaId={tile.mediaId}
              title={`${tile.title}: ${tile.metric}`}
              description={tile.result}
              triggerLabel={`Watch the ${tile.title} story`}
            />
          ) : null}
        </Tile>
      ))}
    </CardGrid>
  );
}

const Tile = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  p {
    color: ${colors.inkMuted};
  }
`;

const Metric = styled.p`
  margin: 0 0 ${space[2]};
  color: ${colors.success} !important;
  font-size: ${fontSizes["2xl"]};
  font-weight: ${fontWeights.bold};
`;

const Subtitle = styled.p`
  font-weight: ${fontWeights.semibold};
`;
