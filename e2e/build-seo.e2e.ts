import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { XMLParser } from "fast-xml-parser";

import { isIndexable, loadBuiltPages, meta, publicDir, siteUrl } from "./support/built-site";
import { jsonLdProblems } from "./support/json-ld-rules";

const pages = loadBuiltPages();
const indexable = pages.filter(isIndexable);
const xml = new XMLParser({ ignoreAttributes: false });

/** As fast-xml-parser reads a repeated element: an object when there is one, an array when there are more. */
type OneOrMany<T> = T | T[];
interface SitemapIndexXml {
  sitemapindex: { sitemap: OneOrMany<{ loc: string }> };
}
interface SitemapXml {
  urlset: { url: OneOrMany<{ loc: string }> };
}
/** The parts of rss.xml the test reads; text that looks like a number is parsed as one. */
interface RssXml {
  rss: {
    "@_version": unknown;
    channel: { title: unknown; description: unknown; link: unknown; item: OneOrMany<Record<string, unknown>> };
  };
}

describe("metadata on every indexable page", () => {
  it.each(indexable.map((page) => [page.route, page]))(
    "%s has title, description, canonical, social tags and lang",
    (route, page) => {
      const canonical = page.doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
      expect(page.doc.querySelector("title")?.text.trim()).toBeTruthy();
      expect(meta(page, 'meta[name="description"]')).toBeTruthy();
      expect(canonical).toBe(route === "/" ? `${siteUrl}/` : `${siteUrl}${route}`);
      expect(meta(page, 'meta[property="og:title"]')).toBeTruthy();
      expect(meta(page, 'meta[property="og:description"]')).toBeTruthy();
      expect(meta(page, 'meta[property="og:url"]')).toBe(canonical);
      expect(meta(page, 'meta[property="og:image"]')).toMatch(/^https?:\/\//);
      expect(meta(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(meta(page, 'meta[name="twitter:image"]')).toMatch(/^https?:\/\//);
      expect(["en", "pt-BR"]).toContain(page.doc.querySelector("html")?.getAttribute("lang"));
    },
  );

  it("titles and descriptions are unique across pages", () => {
    const titles = indexable.map((page) => page.doc.querySelector("title")?.text);
    const descriptions = indexable.map((page) => meta(page, 'meta[name="description"]'));
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("the social image exists in the build", () => {
    for (const page of indexable) {
      const image = meta(page, 'meta[property="og:image"]') ?? "";
      if (image.startsWith(siteUrl)) expect(existsSync(join(publicDir, image.slice(siteUrl.length)))).toBe(true);
    }
  });
});

describe("structured data", () => {
  it("every JSON-LD block parses and carries what its type needs", () => {
    const problems: string[] = [];
    for (const page of pages) {
      for (const script of page.doc.querySelectorAll('script[type="application/ld+json"]')) {
        try {
          problems.push(...jsonLdProblems(JSON.parse(script.text)).map((problem) => `${page.route}: ${problem}`));
        } catch {
          problems.push(`${page.route}: JSON-LD does not parse`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("sitemap and robots.txt", () => {
  const sitemapRoutes = (): string[] => {
    const index = xml.parse(readFileSync(join(publicDir, "sitemap-index.xml"), "utf8")) as SitemapIndexXml;
    const sitemaps = [index.sitemapindex.sitemap].flat();
    return sitemaps.flatMap(({ loc }) => {
      const sitemap = xml.parse(readFileSync(join(publicDir, loc.replace(siteUrl, "")), "utf8")) as SitemapXml;
      return [sitemap.urlset.url].flat().map((url) => url.loc.replace(siteUrl, "") || "/");
    });
  };

  it("lists every indexable page and nothing else", () => {
    expect(sitemapRoutes().sort()).toEqual(indexable.map((page) => page.route).sort());
  });

  it("robots.txt points to the sitemap", () => {
    const robots = readFileSync(join(publicDir, "robots.txt"), "utf8");
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
    expect(robots).toMatch(/User-agent: \*/);
  });
});

describe("RSS feed", () => {
  /** RFC 822 dates as RSS 2.0 requires them ("Wed, 28 Oct 2026 09:00:00 GMT"). */
  const rfc822 =
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

  it("is valid RSS 2.0: channel title, link and description; items with title, absolute link, guid and RFC 822 date", () => {
    const feed = xml.parse(readFileSync(join(publicDir, "rss.xml"), "utf8")) as RssXml;
    expect(feed.rss["@_version"]).toBe("2.0");
    const { channel } = feed.rss;
    expect(String(channel.title)).toBeTruthy();
    expect(String(channel.description)).toBeTruthy();
    expect(channel.link).toBe(siteUrl);
    const items = [channel.item].flat();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(String(item.title)).toBeTruthy();
      expect(String(item.link)).toMatch(new RegExp(`^${siteUrl}/blog/[^/]+/$`));
      expect(item.guid).toBeTruthy();
      expect(String(item.pubDate)).toMatch(rfc822);
      expect(Date.parse(String(item.pubDate))).toBeLessThanOrEqual(Date.now());
    }
    const links = items.map((item) => item.link);
    expect(new Set(links).size).toBe(links.length);
  });
});
