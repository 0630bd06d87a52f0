import styled from "@emotion/styled";
import * as React from "react";

import { youtube } from "./providers";
import { type FrameShape, VideoFrame } from "./VideoFrame";

interface YouTubeEmbedProps {
  videoId: string;
  title: string;
  shape?: FrameShape;
}

/** YouTube on youtube-nocookie.com: a poster button first, the iframe only after a click. */
export function YouTubeEmbed({ videoId, title, shape }: YouTubeEmbedProps): React.ReactElement {
  const [playing, setPlaying] = React.useState(false);
  return (
    <VideoFrame title={title} shape={shape} tone="night">
      {playing ? (
        <iframe
          src={youtube.embedUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
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
