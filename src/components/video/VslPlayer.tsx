import * as React from "react";

import { useNearView } from "../../hooks/use-near-view";
import { vslPlayer } from "./providers";
import { acquireScript } from "./script-registry";
import { VideoFrame } from "./VideoFrame";

interface VslPlayerProps {
  playerId: string;
  title: string;
}

/** The video-sales-letter player; its script loads once the frame first comes near view. */
export function VslPlayer({ playerId, title }: VslPlayerProps): React.ReactElement {
  const [ref, isNear] = useNearView<HTMLDivElement>();
  React.useEffect(() => (isNear ? acquireScript(vslPlayer.scriptUrl(playerId)) : undefined), [isNear, playerId]);
  return (
    <div ref={ref}>
      <VideoFrame title={title} tone="night">
        {isNear ? React.createElement(vslPlayer.elementName, { id: vslPlayer.elementId(playerId) }) : null}
      </VideoFrame>
    </div>
  );
}
