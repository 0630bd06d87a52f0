// Reads the Netlify-format `_headers` and `_redirects` files the build ships, so the
// local server behaves like the CDN the site deploys to.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** "/blog/*" → /^\/blog\/.*$/ ; other characters match literally. */
export function patternToRegExp(pattern) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${escaped}$`);
}

/** `_headers`: a path line, then indented `Name: value` lines. */
export function parseHeaders(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split("\n")) {
    if (!raw.trim() || raw.trim().startsWith("#")) continue;
    if (/^\s/.test(raw)) {
      if (!current) continue;
      const colon = raw.indexOf(":");
      if (colon > 0) current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
    } else {
      current = { pattern: patternToRegExp(raw.trim()), headers: [] };
      rules.push(current);
    }
  }
  return rules;
}

/** `_redirects`: `from to [status]` per line. */
export function parseRedirects(text) {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      return { pattern: patternToRegExp(from), to, status: Number(status ?? 301) };
    });
}

export function loadCdnRules(root) {
  const read = (name) => (existsSync(join(root, name)) ? readFileSync(join(root, name), "utf8") : "");
  return { headers: parseHeaders(read("_headers")), redirects: parseRedirects(read("_redirects")) };
}

export function headersFor(rules, pathname) {
  return rules.headers.filter((rule) => rule.pattern.test(pathname)).flatMap((rule) => rule.headers);
}
