import { createHash } from "node:crypto";

import {
  contentSecurityPolicy,
  headerLineLimit,
  inlineScriptHashes,
  originOf,
  policyHeaderLine,
} from "../content-security-policy";

const sha = (text: string): string => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts only", () => {
    const html = [
      "<script>window.a=1;</script>",
      '<script src="/app.js" async></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">import("/x.js")</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1;"), sha('import("/x.js")')]);
  });
});

describe("originOf", () => {
  it("keeps only the origin and drops bad values", () => {
    expect(originOf("http://127.0.0.1:54321/functions/v1/send-to-sheets/script-leads")).toEqual([
      "http://127.0.0.1:54321",
    ]);
    expect(originOf("not a url")).toEqual([]);
    expect(originOf(undefined)).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"], {
    script: ["https://player.example"],
    style: [],
    img: [],
    connect: ["https://api.example"],
    frame: [],
    media: [],
  });

  it("allows the site, the listed hashes once each, and exactly the named hosts", () => {
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b' https://player.example;");
    expect(policy).toContain("connect-src 'self' https://api.example;");
  });

  it("never allows inline scripts wholesale, and forbids framing, plugins and foreign bases", () => {
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-src 'none'");
  });
});

describe("policyHeaderLine", () => {
  const sources = { script: [], style: [], img: [], connect: [], frame: [], media: [] };
  const hashes = (count: number): string[] => Array.from({ length: count }, (_, index) => sha(`window.s${index}=1;`));

  it("is the _headers line of the policy while it fits Cloudflare's 2,000 characters", () => {
    const policy = contentSecurityPolicy(hashes(4), sources);
    expect(policyHeaderLine(policy)).toBe(`Content-Security-Policy: ${policy}`);
  });

  it("does not grow when more pages carry the same inline scripts", () => {
    const onePage = contentSecurityPolicy(hashes(4), sources);
    const manyPages = contentSecurityPolicy(Array.from({ length: 5000 }, () => hashes(4)).flat(), sources);
    expect(manyPages).toBe(onePage);
  });

  it("fails the build rather than write a line Cloudflare Pages would drop", () => {
    // Each sha256 source adds 54 characters: 40 distinct inline scripts are past the limit.
    const policy = contentSecurityPolicy(hashes(40), sources);
    expect(`Content-Security-Policy: ${policy}`.length).toBeGreaterThan(headerLineLimit);
    expect(() => policyHeaderLine(policy)).toThrow(/Cloudflare Pages ignores _headers lines over 2000/);
  });
});
