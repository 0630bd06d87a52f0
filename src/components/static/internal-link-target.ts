/** What internalLinkTarget reads of a click: the mouse button, the modifier keys, whether it was already handled. */
export interface LinkClick {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/** A page of this site ends in a slash or a name without an extension; a file (/rss.xml, a PDF) does not. */
const fileName = /\/[^/]*\.[^/]*$/;

/**
 * The page of this site an anchor points to, or null for what has no Gatsby page: hash-only
 * links (the browser jumps, and the page's own smooth scrolling applies as for any <a>), other
 * origins and schemes (mailto:, tel:), downloads and files.
 */
export function internalPageUrl(anchor: HTMLAnchorElement, location: Location): URL | null {
  const href = anchor.getAttribute("href") || "#";
  if (anchor.hasAttribute("download") || href[0] === "#") return null;
  const url = new URL(href, location.href);
  return url.origin === location.origin && !fileName.test(url.pathname) ? url : null;
}

/**
 * Where a click on a link that no <Link> renders (prerendered HTML React did not hydrate, the
 * header's plain anchors) should go through Gatsby's router, or null where the browser handles
 * it as before. It is the rule Gatsby's <Link> applies: the main button, no modifier key (a new
 * tab or window, a download), no target, not already handled; and an internal page.
 */
export function internalLinkTarget(click: LinkClick, anchor: HTMLAnchorElement, location: Location): string | null {
  if (click.button || click.defaultPrevented || click.metaKey || click.altKey || click.ctrlKey || click.shiftKey)
    return null;
  if ((anchor.target || "_self") !== "_self") return null;
  const url = internalPageUrl(anchor, location);
  return url ? url.pathname + url.search + url.hash : null;
}
