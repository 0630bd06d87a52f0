import { createHash } from "node:crypto";

/** Origins a page may reach beyond its own, per fetch directive. */
export interface ThirdPartySources {
  script: string[];
  style: string[];
  img: string[];
  connect: string[];
  frame: string[];
  media: string[];
}

/**
 * sha256 sources for every executable inline script in a page. Gatsby writes a few
 * inline scripts (chunk mapping, script loader) whose content changes with each build,
 * so the policy is computed from the build instead of being written by hand.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

const unique = (values: string[]): string[] => [...new Set(values)].sort();

/** Only the origin of a URL ("https://host:port"); bad or empty values are dropped. */
export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The site's policy: its own assets, the hashed inline scripts, and exactly the named
 * third parties. Styles allow 'unsafe-inline' because Emotion inserts style rules at run
 * time; no script may run inline unless its hash is listed.
 */
export function contentSecurityPolicy(scriptHashes: string[], sources: ThirdPartySources): string {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...unique(scriptHashes), ...unique(sources.script)]],
    ["style-src", ["'self'", "'unsafe-inline'", ...unique(sources.style)]],
    ["img-src", ["'self'", "data:", "blob:", ...unique(sources.img)]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...unique(sources.connect)]],
    ["frame-src", unique(sources.frame).length > 0 ? unique(sources.frame) : ["'none'"]],
    ["media-src", ["'self'", "blob:", ...unique(sources.media)]],
    ["worker-src", ["'self'", "blob:"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}
