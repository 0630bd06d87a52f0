import styled from "@emotion/styled";
import * as React from "react";

import { StaticIsland } from "../static/StaticIsland";
import { colors, fontSizes, fontWeights, radii, shadows, space } from "../../theme/tokens";

export const aspectRatios = { landscape: "16 / 9", portrait: "9 / 16" } as const;
export type FrameShape = keyof typeof aspectRatios;

const tones = {
  brand: `linear-gradient(135deg, ${colors.brandStrong}, ${colors.brand})`,
  accent: `linear-gradient(135deg, ${colors.ink}, ${colors.accent})`,
  success: `linear-gradient(135deg, ${colors.night}, ${colors.success})`,
  night: `linear-gradient(135deg, ${colors.night}, ${colors.brandStrong})`,
} as const;
export type PosterTone = keyof typeof tones;

export function toneOf(value: string | undefined): PosterTone {
  return value && value in tones ? (value as PosterTone) : "brand";
}

interface VideoFrameProps {
  shape?: FrameShape;
  title: string;
  duration?: string;
  tone?: PosterTone;
  children?: React.ReactNode;
}

/**
 * A fixed aspect-ratio box with a poster (title, duration, play mark). The
 * player, when it arrives, covers the poster; when the provider cannot be
 * reached the poster stays and the layout does not move. The poster is a static part: only
 * the player inside the frame is interactive.
 */
export function VideoFrame({ shape = "landscape", title, duration, tone = "brand", children }: VideoFrameProps) {
  return (
    <Frame data-shape={shape} style={{ aspectRatio: aspectRatios[shape], background: tones[tone] }}>
      <StaticIsland root={Poster} kind="video-poster" aria-hidden="true">
        <PlayMark viewBox="0 0 48 48" width="48" height="48" focusable="false">
          <circle cx="24" cy="24" r="23" fill="rgba(255,255,255,0.18)" />
          <path d="M19 15l15 9-15 9z" fill="currentColor" />
        </PlayMark>
        <PosterTitle>{title}</PosterTitle>
        {duration ? <Duration>{duration}</Duration> : null}
      </StaticIsland>
      {children}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  width: 100%;
  overflow: hidden;
  border-radius: ${radii.lg};
  box-shadow: ${shadows.card};
  color: ${colors.paper};
  & > :not([aria-hidden="true"]) {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
  [data-player-slot] > * {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

const Poster = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  padding: ${space[4]};
  text-align: center;
`;

const PlayMark = styled.svg`
  color: ${colors.paper};
`;

const PosterTitle = styled.span`
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
`;

const Duration = styled.span`
  position: absolute;
  right: ${space[3]};
  bottom: ${space[3]};
  padding: ${space[1]} ${space[2]};
  border-radius: ${radii.sm};
  background: ${colors.night};
  font-size: ${fontSizes.sm};
`;
