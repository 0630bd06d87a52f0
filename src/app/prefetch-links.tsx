import type { GatsbySSR } from "gatsby";
import * as React from "react";

/**
 * Gatsby writes chunks marked `webpackPrefetch` (the lead dialog's, see LeadCaptureProvider)
 * as `<link as="script" rel="prefetch">`; HTML allows `as` only with preload, so the W3C
 * validator rejects every page. The prefetch works the same without it.
 */
export const dropAsFromPrefetchLinks: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().map((component) => {
      if (!React.isValidElement<{ rel?: string; as?: string; href?: string }>(component)) return component;
      if (component.type !== "link" || component.props.rel !== "prefetch" || !component.props.as) return component;
      return <link key={component.key ?? component.props.href} rel="prefetch" href={component.props.href} />;
    }),
  );
};
