import styled from "@emotion/styled";
import * as React from "react";

import { useNearView } from "../../hooks/use-near-view";
import { hostedVideo, isSafeMediaId } from "./providers";
import { useHostedVideoScripts } from "./use-hosted-video-scripts";

export interface HostedPlayerProps {
  mediaId: string;
  title: string;
  loading: "near-view" | "eager" | "page";
}

const swatchProperty = "--hosted-video-swatch";

/**
 * The provider's player element inside a slot that covers the poster. It
 * appears once the slot first comes near view (or at once when eager), and
 * brings the provider scripts with it unless the page keeps them.
 */
export default function HostedPlayer({ mediaId, title, loading }: HostedPlayerProps): React.ReactElement {
  const [ref, isNear] = useNearView<HTMLSpanElement>();
  const safe = isSafeMediaId(mediaId);
  const active = safe && (loading !== "near-view" || isNear);
  useHostedVideoScripts([mediaId], active && loading !== "page");
  // A custom property, not a rule per media id: the placeholder's rule is in the prerendered CSS,
  // so a player arriving adds no style sheet and restyles no more than its own element.
  const swatch = safe ? ({ [swatchProperty]: `url('${hostedVideo.swatchUrl(mediaId)}')` } as React.CSSProperties) : {};
  return (
    <Slot ref={ref} data-player-slot="" style={swatch}>
      {active ? React.createElement(hostedVideo.elementName, { "media-id": mediaId, title }) : null}
    </Slot>
  );
}

/** The provider snippet's placeholder: the swatch, blurred, until its script defines the element. */
const Slot = styled.span`
  & > ${hostedVideo.elementName}:not(:defined) {
    background: center / contain no-repeat var(${swatchProperty});
    filter: blur(5px);
  }
`;
