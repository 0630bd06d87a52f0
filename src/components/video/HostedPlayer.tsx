import * as React from "react";

import { useNearView } from "../../hooks/use-near-view";
import { hostedVideo, isSafeMediaId } from "./providers";
import { useHostedVideoScripts } from "./use-hosted-video-scripts";

export interface HostedPlayerProps {
  mediaId: string;
  title: string;
  loading: "near-view" | "eager" | "page";
}

/**
 * The provider's player element inside a slot that covers the poster. It
 * appears once the slot first comes near view (or at once when eager), and
 * brings the provider scripts with it unless the page keeps them.
 */
export default function HostedPlayer({ mediaId, title, loading }: HostedPlayerProps): React.ReactElement {
  const [ref, isNear] = useNearView<HTMLSpanElement>();
  const active = isSafeMediaId(mediaId) && (loading !== "near-view" || isNear);
  useHostedVideoScripts([mediaId], active && loading !== "page");
  return (
    <span ref={ref} data-player-slot="">
      {active ? React.createElement(hostedVideo.elementName, { "media-id": mediaId, title }) : null}
    </span>
  );
}
