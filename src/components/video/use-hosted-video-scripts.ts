import * as React from "react";

import { hostedVideo, isSafeMediaId } from "./providers";
import { acquireScript, releaseAll } from "./script-registry";

/**
 * While `enabled`, keeps the hosted-video player script and one embed script per
 * media id in <head>; removes them on unmount (a client-side navigation away included).
 */
export function useHostedVideoScripts(mediaIds: readonly string[], enabled = true): void {
  const key = mediaIds.filter(isSafeMediaId).join(",");
  React.useEffect(() => {
    if (!enabled || key === "") return undefined;
    const ids = key.split(",");
    const releases = [acquireScript(hostedVideo.playerScriptUrl)];
    for (const id of ids) releases.push(acquireScript(hostedVideo.embedScriptUrl(id)));
    return () => releaseAll(releases);
  }, [key, enabled]);
}
