// The built site as the hosts serve it: Cloudflare Pages (`wrangler pages dev`, its own asset
// handler, offline), Netlify (`netlify dev --offline` behind scripts/hosts/netlify.ts's front)
// and our static server, the local stand-in, held to the same rules for every sitemap route.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import type { Browser } from "playwright-core";

import { headersFor, loadCdnRules } from "../scripts/hosts/cdn-rules.ts";
import { locationPath, type Probe, probeHost, securityHeaderNames } from "../scripts/hosts/probe.ts";
import { baseUrl, launchBrowser, openPage, viewports, waitForHydration } from "./support/browser";
import { type RunningHost, startHost } from "./support/hosts";

const publicDir = resolve("public");
const hostNames = ["Cloudflare Pages", "Netlify", "our server"] as const;
type HostName = (typeof hostNames)[number];

const hosts = {} as Record<HostName, { url: string; probe: Probe }>;
let cloudflare: RunningHost | undefined;
let netlify: RunningHost | undefined;
let browser: Browser;

/** What `_headers` gives every page: the values each host must send unchanged. */
const expectedPageHeaders = new Map(
  headersFor(loadCdnRules(publicDir), "/").map(([name, value]) => [name.toLowerCase(), value]),
);

beforeAll(async () => {
  [cloudflare, netlify] = await Promise.all([startHost("cloudflare"), startHost("netlify")]);
  const urls: Record<HostName, string> = {
    "Cloudflare Pages": cloudflare.url,
    Netlify: netlify.url,
    "our server": baseUrl(),
  };
  for (const name of hostNames) hosts[name] = { url: urls[name], probe: await probeHost(urls[name], publicDir) };
  browser = await launchBrowser();
}, 150000);

afterAll(async () => {
  await browser?.close();
  await netlify?.stop();
  await cloudflare?.stop();
});

const revalidates = (cacheControl: string | null) =>
  /max-age=0\b/.test(cacheControl ?? "") && /must-revalidate|no-cache/.test(cacheControl ?? "");
const immutable = (cacheControl: string | null) =>
  /max-age=31536000\b/.test(cacheControl ?? "") && /immutable/.test(cacheControl ?? "");

describe("the hosts read every rule the build ships", () => {
  it("Cloudflare Pages drops no _headers or _redirects line (status, length, count)", () => {
    expect(cloudflare!.warnings).toEqual([]);
  });

  it("Netlify's parsers accept _headers and netlify.toml", () => {
    expect(netlify!.warnings).toEqual([]);
  });

  it("_headers sets the security headers and the policy once each, on every page", () => {
    for (const name of securityHeaderNames) expect(expectedPageHeaders.get(name)).toBeTruthy();
    const lines = readFileSync(join(publicDir, "_headers"), "utf8").split("\n");
    expect(lines.filter((line) => /^\s*Content-Security-Policy:/i.test(line))).toHaveLength(1);
  });
});

describe.each(hostNames)("%s", (name) => {
  const probe = () => hosts[name].probe;
  const path = (location: string | null) => locationPath(location, hosts[name].url);

  it("answers every sitemap URL with 200, no redirect", () => {
    const answers = probe().routes.map((route) => [route.path, route.canonical.status, route.canonical.location]);
    expect(answers).toEqual(probe().routes.map((route) => [route.path, 200, null]));
  });

  it("answers the other slash form with one permanent redirect to the sitemap URL", () => {
    const redirected = probe().routes.filter((route) => route.other !== null);
    expect(redirected.length).toBeGreaterThan(10);
    for (const route of redirected) {
      expect([
        route.other,
        route.otherAnswer!.status === 301 || route.otherAnswer!.status === 308,
        path(route.otherAnswer!.location),
      ]).toEqual([route.other, true, route.path]);
    }
  });

  it("answers every site address the built pages link to without a redirect", () => {
    expect(probe().links.length).toBeGreaterThan(20);
    const redirected = probe().links.filter((link) => link.status >= 300 && link.status < 400);
    expect(redirected.map((link) => `${link.path} → ${link.status} ${path(link.location) ?? ""}`)).toEqual([]);
  });

  it("sends the security headers and the CSP exactly as _headers gives them, once", () => {
    for (const route of probe().routes) {
      const sent = securityHeaderNames.map((header) => [route.path, header, route.page.headers.get(header)]);
      expect(sent).toEqual(securityHeaderNames.map((header) => [route.path, header, expectedPageHeaders.get(header)]));
    }
  });

  it("lets HTML and page-data revalidate and keeps hashed assets for a year", () => {
    for (const route of probe().routes)
      expect([route.path, revalidates(route.page.headers.get("cache-control"))]).toEqual([route.path, true]);
    expect(revalidates(probe().pageData.headers.get("cache-control"))).toBe(true);
    expect(immutable(probe().hashedScript!.headers.get("cache-control"))).toBe(true);
    expect(immutable(probe().staticFile!.headers.get("cache-control"))).toBe(true);
  });

  it("answers an unknown post with 404 and the Post Not Found page, with or without the slash", () => {
    const page = readFileSync(join(publicDir, "blog", "404.html"), "utf8");
    for (const answer of [probe().postNotFound, probe().postNotFoundSlash]) {
      expect([answer.status, answer.body === page]).toEqual([404, true]);
      expect(answer.headers.get("content-security-policy")).toBe(expectedPageHeaders.get("content-security-policy"));
    }
  });

  it("answers an unknown path with 404 and 404.html", () => {
    expect([
      probe().unknown.status,
      probe().unknown.body === readFileSync(join(publicDir, "404.html"), "utf8"),
    ]).toEqual([404, true]);
  });

  it.each([
    ["/blog/no-such-post", "Post Not Found"],
    ["/no-such-page", "404"],
  ])("hydrates %s with no error", async (notFound, heading) => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    const response = await page.goto(`${hosts[name].url}${notFound}`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(heading);
    expect(errors.uncaught).toEqual([]);
    expect(errors.console.filter((text) => /React|hydrat/i.test(text))).toEqual([]);
    await context.close();
  });
});
