// How a visitor (or a crawler) gets around a built site by its links alone: the links of each
// prerendered page, the click depth of every page from a start page, the blog's posts (the RSS
// feed lists every published one) and how many are within a few clicks of /blog/, and links that
// name a page without the trailing slash every page's address has (each costs a redirect).
// Shared by the blog and built-HTML browser tests, the 300-post build (e2e/blog-reach.build.ts), the
// host probe and scripts/bench-publish.ts.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { builtPages } from "./first-load-js.ts";

const origin = "http://site.invalid";

export interface SiteLink {
  href: string;
  path: string;
}

/** The HTML file a site path is served from, or null when the build has no page there. */
export function pageFile(publicDir: string, path: string): string | null {
  if (!path.startsWith("/")) return null;
  const file = path.endsWith("/") ? join(publicDir, path, "index.html") : join(publicDir, path);
  return file.endsWith(".html") && existsSync(file) ? file : null;
}

function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname; // a malformed escape names no page of ours; kept as written
  }
}

/**
 * Every `<a href>` of a page that stays on the site, as written and as a path (query and hash
 * dropped), resolved against the page's own path. React writes attributes in double quotes.
 */
export function siteLinks(html: string, fromPath: string): SiteLink[] {
  const links: SiteLink[] = [];
  for (const [, raw = ""] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = raw.replace(/&amp;/g, "&");
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//") || href.startsWith("#")) continue;
    const url = new URL(href, `${origin}${fromPath}`);
    links.push({ href, path: decodedPath(url.pathname) });
  }
  return links;
}

/** The page a link reaches: its own path, or the folder's page a host redirects a slash-less path to. */
function linkedPage(publicDir: string, path: string): string | null {
  if (pageFile(publicDir, path)) return path;
  if (!path.endsWith("/") && pageFile(publicDir, `${path}/`)) return `${path}/`;
  return null;
}

/** Each page reachable from `start` by following links, with its least number of clicks (at most maxClicks). */
export function clickDepths(publicDir: string, start: string, maxClicks: number): Map<string, number> {
  const depths = new Map<string, number>([[start, 0]]);
  let frontier = [start];
  for (let clicks = 1; clicks <= maxClicks && frontier.length > 0; clicks++) {
    const next: string[] = [];
    for (const from of frontier) {
      const file = pageFile(publicDir, from);
      if (!file) continue;
      for (const { path } of siteLinks(readFileSync(file, "utf8"), from)) {
        const page = linkedPage(publicDir, path);
        if (page && !depths.has(page)) {
          depths.set(page, clicks);
          next.push(page);
        }
      }
    }
    frontier = next;
  }
  return depths;
}

/** The paths of every published post: the RSS feed's item links. */
export function postPaths(publicDir: string, feed = "rss.xml"): string[] {
  const xml = readFileSync(join(publicDir, feed), "utf8");
  const items = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)];
  return items.map(([, link = ""]) => new URL(link).pathname).sort();
}

/** How many posts a visitor reaches from /blog/ within `clicks` clicks, and which not. */
export function postReach(
  publicDir: string,
  clicks = 3,
  start = "/blog/",
): { posts: number; reached: number; unreached: string[]; depths: Map<string, number> } {
  const depths = clickDepths(publicDir, start, clicks);
  const posts = postPaths(publicDir);
  const unreached = posts.filter((path) => !depths.has(path));
  return { posts: posts.length, reached: posts.length - unreached.length, unreached, depths };
}

/** The posts each post page links to (other than itself). */
export function postToPostLinks(publicDir: string): Map<string, string[]> {
  const posts = new Set(postPaths(publicDir));
  return new Map(
    [...posts].map((post) => {
      const file = pageFile(publicDir, post);
      const linked = file ? siteLinks(readFileSync(file, "utf8"), post).map((link) => link.path) : [];
      return [post, [...new Set<string>(linked.filter((path) => path !== post && posts.has(path)))]];
    }),
  );
}

/** Every link of every built page that names a page without its trailing slash: { page, href }. */
export function slashlessLinks(publicDir: string): Array<{ page: string; href: string }> {
  const found: Array<{ page: string; href: string }> = [];
  for (const [route, file] of builtPages(publicDir)) {
    for (const { href, path } of siteLinks(readFileSync(file, "utf8"), route)) {
      if (!path.endsWith("/") && !pageFile(publicDir, path) && pageFile(publicDir, `${path}/`))
        found.push({ page: route, href });
    }
  }
  return found;
}

/** Every distinct site path the built pages link to, for a host to answer. */
export function linkedSitePaths(publicDir: string): string[] {
  const paths = new Set<string>();
  for (const [route, file] of builtPages(publicDir))
    for (const { path } of siteLinks(readFileSync(file, "utf8"), route)) paths.add(path);
  return [...paths].sort();
}
