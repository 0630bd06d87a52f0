import styled from "@emotion/styled";
import { graphql } from "gatsby";
import * as React from "react";

import { reducedMotion } from "../../theme/media";
import { colors, fontWeights, radii, space } from "../../theme/tokens";
import { CardGrid } from "../ui/Card";

export const gifGridItemFragment = graphql`
  fragment GifGridItem on GifItem {
    contentId
    title
    caption
  }
`;

/** GIF samples: a looping product moment drawn in CSS (still under reduced motion). */
export function GifGrid({ gifs }: { gifs: readonly Queries.GifGridItemFragment[] }): React.ReactElement {
  return (
    <CardGrid columns={{ base: 2, md: 4 }}>
      {gifs.map((gif) => (
        <li key={gif.contentId}>
          <Loop aria-hidden="true">
            <span />
          </Loop>
          <Title>{gif.title}</Title>
          {gif.caption ? <Caption>{gif.caption}</Caption> : null}
        </li>
      ))}
    </CardGrid>
  );
}

const Loop = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${radii.md};
  background: linear-gradient(135deg, ${colors.brandSoft}, ${colors.accentSoft});
  span {
    position: absolute;
    top: 30%;
    left: 10%;
    width: 30%;
    height: 40%;
    border-radius: ${radii.md};
    background: ${colors.brand};
    animation: gif-loop 2.4s ease-in-out infinite alternate;
  }
  @keyframes gif-loop {
    to {
      left: 60%;
      background: ${colors.accent};
    }
  }
  ${reducedMotion} {
    span {
      animation: none;
    }
  }
`;

const Title = styled.p`
  margin: ${space[2]} 0 0;
  font-weight: ${fontWeights.semibold};
`;

const Caption = styled.p`
  margin: 0;
  color: ${colors.inkMuted};
`;
