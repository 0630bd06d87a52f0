// First-load JavaScript of each built page: every script the HTML loads before any
// interaction (external <script src>, inline scripts, and the chunks the after-first-paint
// loader requests, see src/node-apis/scripts-after-first-paint.ts), gzipped at level 9.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

export interface ScriptSize {
  name: string;
  bytes: number;
}

const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** Every index.html under public/ as [canonical route, file], and the folders' own 404.html pages. */
export function builtPages(root: string): Array<[route: string, file: string]> {
  const pages: Array<[string, string]> = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!["page-data", "static", "_gatsby", "~partytown"].includes(name)) walk(path);
      } else if (name === "index.html") {
        // The page's canonical URL path: its folder, with the trailing slash (trailingSlash: "always").
        const folder = relative(root, dir);
        pages.push([folder ? `/${folder}/` : "/", path]);
      } else if (name === "404.html" && dir !== root) {
        // A folder's own not-found page (blog/404.html: Post Not Found); the root one is /404/'s copy.
        pages.push([`/${relative(root, path)}`, path]);
      }
    }
  };
  walk(root);
  return pages.sort(([a], [b]) => a.localeCompare(b));
}

/** The part of webpack.stats.json read here: each chunk group's files (names, or objects naming them). */
interface WebpackStats {
  namedChunkGroups: Record<string, { assets?: Array<string | { name: string }> } | undefined>;
}

/**
 * Every chunk of the page component's chunk group: Gatsby's runtime loads them all
 * (the component's own chunk and the shared chunks it needs) before it hydrates.
 * Chunks behind import() / React.lazy are in other groups and are not counted.
 */
function pageComponentChunks(root: string, route: string): string[] {
  const dataPath = join(root, "page-data", route === "/" ? "index" : route.slice(1), "page-data.json");
  const { componentChunkName } = JSON.parse(readFileSync(dataPath, "utf8")) as { componentChunkName: string };
  const stats = JSON.parse(readFileSync(join(root, "webpack.stats.json"), "utf8")) as WebpackStats;
  const assets = stats.namedChunkGroups[componentChunkName]?.assets ?? [];
  return assets.map((asset) => `/${typeof asset === "string" ? asset : asset.name}`);
}

// The inlined loader is a minified function expression called with the chunk list first
// (src/node-apis/first-paint-loader/inline-loader.ts): `!function(e,t){…PerformanceObserver…}(["/app.js"],…)`.
const loaderCall = /^[!(]?function\([^)]*\)\{[\s\S]*PerformanceObserver[\s\S]*\}\)?\((\[[^\]]*\])[^()]*\)$/;

/** The chunk URLs an inline script hands to the after-first-paint loader, else none. */
export function loaderSources(body: string): string[] {
  const list = loaderCall.exec(body.trim())?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

export function firstLoadJs(
  root: string,
  htmlFile: string,
  route: string,
): { scripts: ScriptSize[]; totalBytes: number } {
  const html = readFileSync(htmlFile, "utf8");
  const scripts: ScriptSize[] = [];
  const seen = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = "", body = ""] = match;
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    const src = attributes.match(/\bsrc="([^"]+)"/)?.[1];
    const sources = src ? [src] : loaderSources(body);
    if (!src && body.trim()) scripts.push({ name: "(inline)", bytes: gzipSize(body) });
    for (const source of sources) {
      if (/^https?:/.test(source) || seen.has(source)) continue;
      seen.add(source);
      scripts.push({ name: source, bytes: gzipSize(readFileSync(join(root, source.split("?")[0] ?? source))) });
    }
  }
  for (const chunk of pageComponentChunks(root, route)) {
    if (seen.has(chunk) || !chunk.endsWith(".js")) continue;
    seen.add(chunk);
    scripts.push({ name: chunk, bytes: gzipSize(readFileSync(join(root, chunk))) });
  }
  return { scripts, totalBytes: scripts.reduce((sum, script) => sum + script.bytes, 0) };
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
