// What a host answers for each kind of route of a built site: the sitemap's URLs and their other
// slash form, every site address the built pages link to, the two not-found cases, the security
// headers and the cache rules. Shared by
// e2e/hosts.e2e.ts (which asserts) and scripts/probe-hosts.ts (which prints a table).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import { linkedSitePaths } from "../built-site/site-links.ts";

export interface Answer {
  status: number;
  location: string | null;
  headers: Headers;
  body: string;
}
export interface RouteProbe {
  path: string;
  canonical: Answer;
  other: string | null;
  otherAnswer: Answer | null;
  /** The page itself: the canonical answer, or where it redirected. */
  page: Answer;
}
/** A site address a built page links to, and what the host answered (no redirect followed). */
export interface LinkProbe {
  path: string;
  status: number;
  location: string | null;
}
export interface Probe {
  routes: RouteProbe[];
  links: LinkProbe[];
  postNotFound: Answer;
  postNotFoundSlash: Answer;
  unknown: Answer;
  hashedScript: Answer | null;
  staticFile: Answer | null;
  pageData: Answer;
}

/** Headers every page must carry exactly as `_headers` gives them. */
export const securityHeaderNames: string[] = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
];

/** The paths of every `<loc>` in the build's sitemaps. */
export function sitemapPaths(publicDir: string): string[] {
  return readdirSync(publicDir)
    .filter((file) => /^sitemap-\d+\.xml$/.test(file))
    .flatMap((file) => [...readFileSync(join(publicDir, file), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)])
    .map(([, loc = ""]) => new URL(loc).pathname);
}

/** "/about/" ↔ "/about"; the home page has no other form. */
export function otherSlashForm(path: string): string | null {
  if (path === "/") return null;
  return path.endsWith("/") ? path.replace(/\/+$/, "") : `${path}/`;
}

/** A hashed asset, a page-data file and a static file, to check their cache rules. */
export function assetSamples(publicDir: string): {
  hashedScript: string | null;
  staticFile: string | null;
  pageData: string;
} {
  const app = readdirSync(publicDir).find((file) => /^app-[0-9a-f]{20}\.js$/.test(file));
  const staticFile = readdirSync(join(publicDir, "static"), { recursive: true, withFileTypes: true }).find((entry) =>
    entry.isFile(),
  );
  return {
    hashedScript: app ? `/${app}` : null,
    staticFile: staticFile ? `/${relative(publicDir, join(staticFile.parentPath, staticFile.name))}` : null,
    pageData: "/page-data/index/page-data.json",
  };
}

async function get(baseUrl: string, path: string): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
  const body = await response.text();
  return { status: response.status, location: response.headers.get("location"), headers: response.headers, body };
}

/** A Location made a path, whether the host sent it absolute or relative. */
export function locationPath(location: string | null, baseUrl: string): string | null {
  if (!location) return null;
  const url = new URL(location, `${baseUrl}/`);
  return `${url.pathname}${url.search}`;
}

/** One request per route and class; the raw answers, for assertions and for the table. */
export async function probeHost(baseUrl: string, publicDir: string): Promise<Probe> {
  const routes: RouteProbe[] = [];
  for (const path of sitemapPaths(publicDir)) {
    const canonical = await get(baseUrl, path);
    const other = otherSlashForm(path);
    const otherAnswer = other ? await get(baseUrl, other) : null;
    // The page itself, wherever the host sends the visitor first, for its headers.
    const target = locationPath(canonical.location, baseUrl);
    const page = target ? await get(baseUrl, target) : canonical;
    routes.push({ path, canonical, other, otherAnswer, page });
  }
  // Each site address a built page links to, as a click asks for it: a redirect here is one more round trip.
  const links: LinkProbe[] = [];
  for (const path of linkedSitePaths(publicDir)) {
    const { status, location } = await get(baseUrl, path);
    links.push({ path, status, location });
  }
  const samples = assetSamples(publicDir);
  return {
    routes,
    links,
    postNotFound: await get(baseUrl, "/blog/no-such-post"),
    postNotFoundSlash: await get(baseUrl, "/blog/no-such-post/"),
    unknown: await get(baseUrl, "/no-such-page"),
    hashedScript: samples.hashedScript ? await get(baseUrl, samples.hashedScript) : null,
    staticFile: samples.staticFile ? await get(baseUrl, samples.staticFile) : null,
    pageData: await get(baseUrl, samples.pageData),
  };
}

const count = (values: string[]): string => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${value} ×${n}`).join(", ");
};

const titleOf = (body: string): string => /<title[^>]*>([^<]*)<\/title>/.exec(body)?.[1] ?? "(no title)";

/** A probe summarised per route class, against the reference headers (our own server's). */
export function summarise(probe: Probe, baseUrl: string, reference: Headers): Record<string, string> {
  const answer = (a: Answer) => (a.location ? `${a.status} → ${locationPath(a.location, baseUrl)}` : String(a.status));
  const shape = (a: Answer) => (a.location ? `${a.status} → (other form)` : String(a.status));
  const headerVerdict = (a: Answer) =>
    securityHeaderNames
      .filter((name) => a.headers.get(name) !== reference.get(name))
      .map((name) => `${name} ${a.headers.get(name) === null ? "missing" : "differs"}`)
      .join("; ") || "as ours";
  const pages = probe.routes.map((route) => route.page);
  return {
    "sitemap URL": count(probe.routes.map((route) => shape(route.canonical))),
    "other slash form": count(
      probe.routes
        .filter((route) => route.otherAnswer)
        .flatMap((route) => (route.otherAnswer ? [shape(route.otherAnswer)] : [])),
    ),
    "links in the pages": count(probe.links.map((link) => String(link.status))),
    "security headers (pages)": count(pages.map(headerVerdict)),
    "CSP header length": count(pages.map((a) => String((a.headers.get("content-security-policy") ?? "").length))),
    "HTML Cache-Control": count(pages.map((a) => a.headers.get("cache-control") ?? "(none)")),
    "/blog/no-such-post": `${answer(probe.postNotFound)} "${titleOf(probe.postNotFound.body)}"`,
    "/no-such-page": `${answer(probe.unknown)} "${titleOf(probe.unknown.body)}"`,
    "page-data Cache-Control": probe.pageData.headers.get("cache-control") ?? "(none)",
    "hashed .js Cache-Control": probe.hashedScript?.headers.get("cache-control") ?? "(none)",
    "/static/ Cache-Control": probe.staticFile?.headers.get("cache-control") ?? "(none)",
  };
}
