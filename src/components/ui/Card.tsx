import styled from "@emotion/styled";

import { mq } from "../../theme/media";
import { colors, radii, shadows, space } from "../../theme/tokens";

/** Columns per breakpoint; one column below the first one given. */
export interface GridColumns {
  base?: number;
  sm?: number;
  md?: number;
  lg?: number;
}

/** Space between cells: "md" for compact cards, "lg" for roomy ones. */
export type GridGap = "md" | "lg";

const gaps: Record<GridGap, string> = { md: space[4], lg: space[5] };

interface CardGridProps {
  columns?: GridColumns;
  gap?: GridGap;
}

const tracks = (count: number | undefined) => (count ? `grid-template-columns: repeat(${count}, minmax(0, 1fr));` : "");

/**
 * (Emotion keeps `columns`, `gap` and `outlined` off the DOM: none is an HTML attribute.)
 * A list laid out as a grid, without bullets: the site's card grid. Render it `as="ol"`
 * when the order means something. minmax(0, …) lets a wide child shrink with its column.
 */
export const CardGrid = styled.ul<CardGridProps>`
  display: grid;
  gap: ${({ gap = "md" }) => gaps[gap]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ columns }) => tracks(columns?.base)}
  ${mq.sm} {
    ${({ columns }) => tracks(columns?.sm)}
  }
  ${mq.md} {
    ${({ columns }) => tracks(columns?.md)}
  }
  ${mq.lg} {
    ${({ columns }) => tracks(columns?.lg)}
  }
`;

interface CardProps {
  /** A hairline border, for cards that sit on the page background rather than a tinted band. */
  outlined?: boolean;
}

/**
 * The site's card: padding, large radius, paper background, card shadow, muted body text.
 * A list item by default (inside CardGrid); `as="section"` for a standalone panel.
 */
export const Card = styled.li<CardProps>`
  min-width: 0;
  padding: ${space[5]};
  border: ${({ outlined }) => (outlined ? `1px solid ${colors.line}` : "0")};
  border-radius: ${radii.lg};
  background: ${colors.paper};
  box-shadow: ${shadows.card};
`;
