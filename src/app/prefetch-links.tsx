import type { GatsbySSR } from "gatsby";
import * as React from "react";

/**
 * Gatsby writes chunks marked `webpackPrefetch` (the lead dialog's, the Copy dialog's) as
 * `<link as="script" rel="prefetch">` in every page's head. On a fast link they download
 * before the first paint and compete with it; on any link they duplicate webpack's own
 * runtime, which prefetches the same chunks as soon as the chunk that imports them has
 * loaded. So the head links go, and the runtime's prefetch stays.
 */
export const dropScriptPrefetchLinks: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter((component) => {
      if (!React.isValidElement<{ rel?: string; as?: string }>(component)) return true;
      return !(component.type === "link" && component.props.rel === "prefetch" && component.props.as === "script");
    }),
  );
};
