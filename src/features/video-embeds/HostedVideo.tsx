import * as React from "react";

import { useNearView } from "../../hooks/use-near-view";
import { hostedVideo, isSafeMediaId } from "./providers";
import { useHostedVideoScripts } from "./use-hosted-video-scripts";
import { type FrameShape, type PosterTone, VideoFrame } from "./VideoFrame";

interface HostedVideoProps {
  mediaId: string;
  title: string;
  duration?: string;
  shape?: FrameShape;
  tone?: PosterTone;
  /**
   * "near-view": load the provider scripts once the frame first comes near view;
   * "eager": load on mount (a dialog the visitor just opened);
   * "page": the page already keeps the scripts in <head>.
   */
  loading?: "near-view" | "eager" | "page";
}

/** A hosted-provider video by media id, inside a fixed box with a poster. */
export function HostedVideo({ mediaId, title, duration, shape, tone, loading = "near-view" }: HostedVideoProps) {
  const [ref, isNear] = useNearView<HTMLDivElement>();
  const active = isSafeMediaId(mediaId) && (loading !== "near-view" || isNear);
  useHostedVideoScripts([mediaId], active && loading !== "page");
  return (
    <div ref={ref} data-testid="hosted-video" data-media-id={mediaId}>
      <VideoFrame title={title} duration={duration} shape={shape} tone={tone}>
        {active ? React.createElement(hostedVideo.elementName, { "media-id": mediaId, title }) : null}
      </VideoFrame>
    </div>
  );
}
