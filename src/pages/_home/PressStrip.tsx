import styled from "@emotion/styled";
import { graphql } from "gatsby";
import * as React from "react";

import { reducedMotion } from "../../theme/media";
import { colors, sizes, space } from "../../theme/tokens";
import { StaticIsland } from "../../components/static/StaticIsland";

export const pressStripLogoFragment = graphql`
  fragment PressStripLogo on PressLogo {
    name
    src
    width
    height
  }
`;

/** One full loop of the strip; slow enough to read every name. */
const loopDuration = "40s";

/**
 * The press logos scrolling sideways. The list is drawn twice so the loop is
 * seamless; the copy is hidden from assistive technology. The strip stands
 * still under prefers-reduced-motion, while hovered, and while its visible pause
 * checkbox is ticked (WCAG 2.2.2). The checkbox works through CSS alone, and that CSS
 * sits in the global stylesheet (press-strip-*), so pausing costs the home page no JavaScript.
 */
export function PressStrip({ logos }: { logos: readonly Queries.PressStripLogoFragment[] }): React.ReactElement {
  const items = (hidden: boolean) =>
    logos.map((logo) => (
      <li key={logo.name}>
        <img src={logo.src} width={logo.width} height={logo.height} alt={hidden ? "" : logo.name} />
      </li>
    ));
  return (
    <StaticIsland root={Strip} kind="marketing-copy" aria-labelledby="press-strip-title">
      <h2 id="press-strip-title" className="visually-hidden">
        Na imprensa
      </h2>
      <label className="press-strip-pause">
        <input type="checkbox" />
        Pausar os logos
      </label>
      <div className="press-strip-viewport">
        <Track data-track="">
          <List>{items(false)}</List>
          <List aria-hidden="true">{items(true)}</List>
        </Track>
      </div>
    </StaticIsland>
  );
}

const Strip = styled.section`
  display: flex;
  flex-direction: column;
  max-width: ${sizes.content};
  margin: 0 auto;
  padding: ${space[4]} 0;
  border-top: 1px solid ${colors.line};
`;

const Track = styled.div`
  display: flex;
  width: max-content;
  animation: press-scroll ${loopDuration} linear infinite;
  &:hover {
    animation-play-state: paused;
  }
  @keyframes press-scroll {
    from {
      transform: translateX(0);
    }
    to {
      transform: translateX(-50%);
    }
  }
  ${reducedMotion} {
    width: auto;
    animation: none;
    ul {
      flex-wrap: wrap;
      justify-content: center;
      row-gap: ${space[4]};
    }
    ul[aria-hidden="true"] {
      display: none;
    }
  }
`;

const List = styled.ul`
  display: flex;
  gap: ${space[7]};
  margin: 0;
  padding: 0 ${space[7]} 0 0;
  list-style: none;
  img {
    display: block;
  }
`;
