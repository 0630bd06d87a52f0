/** The spec's delay before scrolling to a hash target, so lazily rendered sections exist. */
export const hashScrollDelayMs = 100;

export interface RouteLocation {
  pathname: string;
  hash: string;
}

function scrollBehavior(win: Window): ScrollBehavior {
  return win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * The element id a hash names. A hash that is not valid percent-encoding (`#50%off`, a
 * link someone typed or shared) is taken literally: decodeURIComponent would throw, and
 * an exception here would unmount the whole page.
 */
export function hashTargetId(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Gatsby's own scroll handler runs decodeURI on the hash when the page mounts and on each
 * navigation, and a URIError there unmounts the page (in `gatsby develop`; a built site
 * leaves that handler out, see src/app/no-gatsby-scroll-handler.tsx). A hash that does not decode is
 * rewritten (every "%" as "%25", so `#50%off` still names the text "50%off"): this gives
 * the URL to use instead, or null when the hash is fine.
 */
export function repairedHashUrl({
  hash,
  pathname,
  search,
}: Pick<Location, "hash" | "pathname" | "search">): string | null {
  try {
    decodeURI(hash);
    return null;
  } catch {
    return `${pathname}${search}#${hash.slice(1).replace(/%/g, "%25")}`;
  }
}

/**
 * After a route update: a hash scrolls smoothly to its element after 100 ms
 * (also on first load); any other navigation scrolls smoothly to the top.
 * The first render without a hash leaves the browser's own position alone.
 */
export function scrollForRoute(location: RouteLocation, isFirstRender: boolean, win: Window = window): void {
  const behavior = scrollBehavior(win);
  if (location.hash && location.hash.length > 1) {
    const id = hashTargetId(location.hash);
    win.setTimeout(() => {
      win.document.getElementById(id)?.scrollIntoView({ behavior, block: "start" });
    }, hashScrollDelayMs);
    return;
  }
  if (isFirstRender) return;
  win.scrollTo({ top: 0, left: 0, behavior });
}
