import * as React from "react";

import { PosterFirstEmbed } from "./PosterFirstEmbed";
import { youtube } from "./providers";
import type { FrameShape } from "./VideoFrame";

interface YouTubeEmbedProps {
  videoId: string;
  title: string;
  shape?: FrameShape;
}

/** YouTube on youtube-nocookie.com: a poster button first, the iframe only after a click. */
export function YouTubeEmbed({ videoId, title, shape }: YouTubeEmbedProps): React.ReactElement {
  return <PosterFirstEmbed embedUrl={youtube.embedUrl(videoId)} title={title} shape={shape} />;
}
