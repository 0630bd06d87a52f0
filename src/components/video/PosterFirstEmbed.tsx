import styled from "@emotion/styled";
import * as React from "react";

import { type FrameShape, type PosterTone, VideoFrame } from "./VideoFrame";

interface PosterFirstEmbedProps {
  /** The provider's player URL, framed only after the reader presses play. */
  embedUrl: string;
  title: string;
  /** The text on the poster, when it is not the title (a caption under the player says it already). */
  posterTitle?: string;
  shape?: FrameShape;
  tone?: PosterTone;
}

/**
 * A provider's player behind the site's own poster: nothing is requested from the provider until
 * the reader presses the play button (a real button: Enter and Space work), then its iframe takes
 * the poster's box (no layout shift) and the focus, so a keyboard reader goes on inside the player.
 */
export function PosterFirstEmbed({
  embedUrl,
  title,
  posterTitle = title,
  shape,
  tone = "night",
}: PosterFirstEmbedProps): React.ReactElement {
  const [playing, setPlaying] = React.useState(false);
  const frame = React.useRef<HTMLIFrameElement>(null);
  React.useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  return (
    <VideoFrame title={posterTitle} shape={shape} tone={tone}>
      {playing ? (
        <iframe
          ref={frame}
          src={embedUrl}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <PlayButton type="button" onClick={() => setPlaying(true)}>
          <span className="visually-hidden">Play video: {title}</span>
        </PlayButton>
      )}
    </VideoFrame>
  );
}

const PlayButton = styled.button`
  background: transparent;
  cursor: pointer;
`;
