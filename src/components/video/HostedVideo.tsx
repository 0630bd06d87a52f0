import { deferredLazy } from "../deferred/deferred-lazy";
import type { HostedPlayerProps } from "./HostedPlayer";
import { type FrameShape, type PosterTone, VideoFrame } from "./VideoFrame";

// The player logic is its own chunk, fetched once the page is idle: the poster needs none of it.
const HostedPlayer = deferredLazy<HostedPlayerProps>(() => import("./HostedPlayer"));

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
  return (
    <div data-testid="hosted-video" data-media-id={mediaId}>
      <VideoFrame title={title} duration={duration} shape={shape} tone={tone}>
        <HostedPlayer mediaId={mediaId} title={title} loading={loading} />
      </VideoFrame>
    </div>
  );
}
