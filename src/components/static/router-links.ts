import type * as React from "react";

import { internalLinkTarget, internalPageUrl } from "./internal-link-target";

function anchorOf(target: EventTarget): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/**
 * Routes a click on an internal link through Gatsby's router, as its <Link> would: one handler
 * on a part's root for every plain <a> inside it. A click a <Link> inside already handled
 * comes here prevented, and is left alone.
 */
export function routeLinkClick(event: React.MouseEvent<HTMLElement>): void {
  const anchor = anchorOf(event.target);
  const to = anchor ? internalLinkTarget(event, anchor, window.location) : null;
  if (!to) return;
  event.preventDefault();
  // What <Link> calls (Gatsby's navigate, without its resolving of relative paths: `to` is
  // absolute). <Link>'s rule: a link to the page that is open replaces its history entry.
  window.___navigate(to, { replace: to === window.location.pathname });
}

/**
 * Fetches the data of the page an internal link points to when a pointer comes over it, a
 * finger touches it or it takes focus, as <Link> does on hover: by then a click is likely, and
 * the page it opens is ready sooner. (<Link> also fetches every link in view at start-up, which
 * a visitor pays for in requests whether they follow the link or not.)
 */
export function prefetchLinkedPage(event: React.SyntheticEvent<HTMLElement>): void {
  const anchor = anchorOf(event.target);
  const url = anchor ? internalPageUrl(anchor, window.location) : null;
  if (url && url.pathname !== window.location.pathname) window.___loader?.hovering(url.pathname + url.search);
}
