// The Content-Security-Policy line of the build: Cloudflare Pages drops `_headers` lines over
// 2,000 characters, and the line must not grow with the number of pages or posts.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { headerLineLimit, inlineScriptHashes } from "../src/node-apis/content-security-policy";
import { loadBuiltPages, publicDir } from "./support/built-site";

const cspLine = readFileSync(join(publicDir, "_headers"), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .find((line) => line.startsWith("Content-Security-Policy:"));

describe("the Content-Security-Policy line", () => {
  it("fits Cloudflare Pages' 2,000 characters", () => {
    expect(cspLine).toBeDefined();
    expect(cspLine!.length).toBeLessThanOrEqual(headerLineLimit);
  });

  it("lists the same inline scripts for every page, so more posts add no hash", () => {
    const pages = loadBuiltPages();
    const hashesOf = pages.map((page) => [page.route, [...new Set(inlineScriptHashes(page.html))].sort()]);
    const first = hashesOf[0]![1] as string[];
    expect(first.length).toBeGreaterThan(0);
    expect(hashesOf).toEqual(pages.map((page) => [page.route, first]));
    for (const hash of first) expect(cspLine).toContain(hash);
  });
});
