/**
 * Links editors write in a post's body as site paths (`/pricing`, `/blog/some-post`). Every page
 * of the site lives at an address with a trailing slash, so `/pricing` costs the reader a
 * redirect (a 308 on Cloudflare Pages). A path the site has a page for is rewritten to that
 * page's address, keeping any query and fragment; a path the site does not know is left as the
 * editor wrote it (it may be a file, or a page still to come).
 */

interface PortableMarkDef {
  _type?: unknown;
  href?: unknown;
}

interface PortableBlock {
  markDefs?: unknown;
}

/** The hrefs of a Portable Text body's link marks. */
export function bodyHrefs(body: unknown): string[] {
  if (!Array.isArray(body)) return [];
  const hrefs: string[] = [];
  for (const block of body as PortableBlock[]) {
    if (!Array.isArray(block?.markDefs)) continue;
    for (const mark of block.markDefs as PortableMarkDef[]) {
      if (mark?._type === "link" && typeof mark.href === "string") hrefs.push(mark.href);
    }
  }
  return hrefs;
}

/** `/pricing?plan=pro#faq` → `/pricing/?plan=pro#faq` when the site has `/pricing/`; null otherwise (and for anything not a site path). */
export function canonicalSiteHref(href: string, sitePaths: ReadonlySet<string>): string | null {
  const trimmed = href.trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//")) return null;
  const [, path = "", rest = ""] = /^([^?#]*)(.*)$/s.exec(trimmed) ?? [];
  if (path.endsWith("/") || !sitePaths.has(`${path}/`)) return null;
  return `${path}/${rest}`;
}

/** For one body: each href as written (trimmed, as the page renders it) that has a canonical site address, mapped to it. */
export function bodySiteLinks(body: unknown, sitePaths: ReadonlySet<string>): Record<string, string> {
  const links: Record<string, string> = {};
  for (const href of bodyHrefs(body)) {
    const canonical = canonicalSiteHref(href, sitePaths);
    if (canonical) links[href.trim()] = canonical;
  }
  return links;
}
