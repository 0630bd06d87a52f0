// Reads the Netlify-format `_headers` and `_redirects` files the build ships, so the
// local server behaves like the CDN the site deploys to.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface HeaderRule {
  pattern: RegExp;
  headers: Array<[string, string]>;
}
export interface RedirectRule {
  pattern: RegExp;
  to: string;
  status: number;
}
export interface CdnRules {
  headers: HeaderRule[];
  redirects: RedirectRule[];
}

/** "/blog/*" → /^\/blog\/.*$/ ; other characters match literally. */
export function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${escaped}$`);
}

/** `_headers`: a path line, then indented `Name: value` lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
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
export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      return { pattern: patternToRegExp(from ?? ""), to: to ?? "", status: Number(status ?? 301) };
    });
}

export function loadCdnRules(root: string): CdnRules {
  const read = (name: string) => (existsSync(join(root, name)) ? readFileSync(join(root, name), "utf8") : "");
  return { headers: parseHeaders(read("_headers")), redirects: parseRedirects(read("_redirects")) };
}

export function headersFor(rules: CdnRules, pathname: string): Array<[string, string]> {
  return rules.headers.filter((rule) => rule.pattern.test(pathname)).flatMap((rule) => rule.headers);
}
