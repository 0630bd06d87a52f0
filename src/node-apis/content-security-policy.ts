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
 * time; no script may run inline unless its hash is listed. Only directives every engine the
 * browser suite drives knows: no `manifest-src` (WebKit warns "Unrecognized Content-Security-Policy
 * directive" on every page, and the site has no web manifest; default-src 'self' covers one anyway).
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
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/**
 * Cloudflare Pages drops, without an error, every `_headers` line longer than 2,000 characters
 * (its parser's MAX_LINE_LENGTH, on the trimmed line): past it the site would run with no policy.
 * The line stays far below it because it is bounded by the kinds of inline script, not by pages:
 * every page carries the same inline scripts (Gatsby's loader reads the page's path from a data
 * attribute, the chunk loader names the shared chunks), so 5,000 posts add no hash
 * (e2e/build-csp-line.e2e.ts checks that every page has the same ones).
 */
export const headerLineLimit = 2000;

/** The policy as its `_headers` line; throws rather than ship a line a host would drop. */
export function policyHeaderLine(policy: string): string {
  const line = `Content-Security-Policy: ${policy}`;
  if (line.length > headerLineLimit) {
    throw new Error(
      `The Content-Security-Policy line would be ${line.length} characters; Cloudflare Pages ignores _headers lines over ` +
        `${headerLineLimit}, so the site would have no policy. Remove third-party origins or inline scripts.`,
    );
  }
  return line;
}
