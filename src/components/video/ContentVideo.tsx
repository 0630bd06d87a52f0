import * as React from "react";

import { HostedVideo } from "./HostedVideo";
import { youTubeIdOf } from "./providers";
import type { FrameShape } from "./VideoFrame";
import { YouTubeEmbed } from "./YouTubeEmbed";

interface ContentVideoProps {
  /** A content value: "youtube:<id>" or a hosted media id. */
  video: string;
  title: string;
  shape?: FrameShape;
}

/** Plays a content file's video value: YouTube when it starts with "youtube:", else the hosted provider. */
export function ContentVideo({ video, title, shape }: ContentVideoProps): React.ReactElement {
  const youTubeId = youTubeIdOf(video);
  if (youTubeId) {
    return <YouTubeEmbed videoId={youTubeId} title={title} shape={shape} />;
  }
  return <HostedVideo mediaId={video} title={title} shape={shape} />;
}
