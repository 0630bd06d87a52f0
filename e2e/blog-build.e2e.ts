/**
 * Build-level checks of the blog: reads the production build in public/
 * (run `npx gatsby build` first) against the bundled export it was built from.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { postReach, postToPostLinks } from "../scripts/built-site/site-links.ts";
import { bundledPosts } from "./support/blog-content";

const publicDir = resolve("public");
const read = (path: string) => readFileSync(join(publicDir, path), "utf8");
const htmlOf = (path: string) => join(publicDir, path, "index.html");
const posts = bundledPosts();
const published = posts.filter((post) => post.published);
const unpublished = posts.filter((post) => !post.published);

describe("the built blog", () => {
  it("bundles drafts and future posts, so leaving them out is tested", () => {
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(unpublished.some((post) => post.id.startsWith("drafts."))).toBe(true);
    expect(unpublished.some((post) => Date.parse(post.publishedAt) > Date.now())).toBe(true);
  });

  it("lists at most 6 posts on /blog, newest first, the newest published ones", () => {
    const html = read("blog/index.html");
    const cards = html.split("<article").slice(1);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(6);
    const dates = cards.map((card) => /<time dateTime="([^"]+)"/.exec(card)?.[1] ?? "");
    expect(dates).toEqual([...dates].sort((a, b) => Date.parse(b) - Date.parse(a)));
    const newest = [...published].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt)).slice(0, 6);
    expect(cards.map((card) => /<a [^>]*href="([^"]+)"/.exec(card)?.[1])).toEqual(newest.map((post) => post.path));
  });

  it("has a page for every published post, titled with the post", () => {
    for (const post of published) {
      expect(existsSync(htmlOf(post.path))).toBe(true);
      expect(read(join(post.path, "index.html"))).toContain(`<h1`);
      expect(read(join(post.path, "index.html"))).toContain(post.title.replace(/'/g, "&#x27;"));
    }
  });

  it("puts a post without a slug at /blog/{_id}", () => {
    const withoutSlug = published.find((post) => post.path === `/blog/${post.id}/`);
    expect(withoutSlug).toBeDefined();
    expect(existsSync(htmlOf(withoutSlug!.path))).toBe(true);
  });

  it("has no page, feed item or sitemap entry for drafts and future posts", () => {
    const sitemap = read("sitemap-0.xml");
    const feed = read("rss.xml");
    for (const post of unpublished) {
      expect(existsSync(htmlOf(post.path))).toBe(false);
      expect(sitemap).not.toContain(post.path);
      expect(feed).not.toContain(post.title);
    }
  });

  it("leaves nothing of a post dated later in any file under public/, and publishes only when the next one is due", () => {
    const scheduled = unpublished.filter((post) => !post.id.startsWith("drafts."));
    expect(scheduled.length).toBeGreaterThan(0);
    const telling = scheduled.flatMap((post) => [
      post.title,
      post.path.slice(0, -1),
      ...(post.excerpt ? [post.excerpt] : []),
      ...post.bodyTexts.filter((text) => text.length >= 20),
    ]);
    const leaks: string[] = [];
    for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const content = readFileSync(join(entry.parentPath, entry.name));
      for (const text of telling)
        if (content.includes(text)) leaks.push(`${join(entry.parentPath, entry.name)}: ${text}`);
    }
    expect(leaks).toEqual([]);
    const next = Math.min(...scheduled.map((post) => Date.parse(post.publishedAt)));
    expect(JSON.parse(read("blog/schedule.json"))).toEqual({ nextPostAt: new Date(next).toISOString() });
  });

  it("lists every published post in the sitemap, but not the Post Not Found page", () => {
    const sitemap = read("sitemap-0.xml");
    for (const post of published) expect(sitemap).toContain(`${post.path}</loc>`);
    expect(sitemap).toContain("/blog/</loc>");
    expect(sitemap).not.toContain("/blog/404");
  });

  it("publishes an RSS 2.0 feed of the published posts at /rss.xml", () => {
    const feed = read("rss.xml");
    expect(feed).toMatch(/<rss[^>]+version="2.0"/);
    expect(feed.match(/<item>/g)).toHaveLength(published.length);
    for (const post of published) expect(feed).toContain(`${post.path}</link>`);
  });

  it("carries BlogPosting and BreadcrumbList structured data on posts", () => {
    const html = read(join(published[0]!.path, "index.html"));
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { "@type": string; headline?: string; image?: string },
    );
    const posting = blocks.find((block) => block["@type"] === "BlogPosting");
    expect(posting?.headline).toBe(published[0]!.title);
    expect(posting?.image).toMatch(/^https?:\/\/.+\.(png|jpg|webp)$/);
    expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
    expect(html).toContain('property="og:type" content="article"');
    expect(html).toContain(`property="og:image" content="${posting?.image}"`);
    // The cover's own file (1200 px wide at the cover's 1.905 ratio), as every other page's image.
    expect(html).toContain('property="og:image:width" content="1200"');
    expect(html).toContain('property="og:image:height" content="630"');
  });

  it("renders no javascript: link and skips the unknown block type in the bundled posts", () => {
    const exported = readFileSync(resolve("content/blog/data.ndjson"), "utf8");
    expect(exported).toContain('"href":"javascript:');
    expect(exported).toContain('"_type":"callToAction"');
    for (const post of published) {
      const html = read(join(post.path, "index.html"));
      expect(html).not.toMatch(/href="\s*javascript:/i);
      expect(html).not.toContain("Plan your next video with a free strategy call");
    }
  });

  it("reaches every published post from /blog within 3 clicks, by the built pages' links (/blog shows 6 of them)", () => {
    const reach = postReach(publicDir, 3);
    expect(reach.posts).toBe(published.length);
    expect(reach.unreached).toEqual([]);
    const oldest = [...published].sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt))[0]!;
    expect(reach.depths.get(oldest.path)).toBe(3);
  });

  it("links each post to the next newer and older post, by title", () => {
    const byDate = [...published].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
    const links = postToPostLinks(publicDir);
    byDate.forEach((post, index) => {
      const neighbours = [byDate[index + 1], byDate[index - 1]].filter((other) => other !== undefined);
      expect([post.path, links.get(post.path)]).toEqual([post.path, neighbours.map((other) => other.path)]);
      const html = read(join(post.path, "index.html"));
      for (const other of neighbours) expect(html).toContain(other.title.replace(/'/g, "&#x27;"));
    });
  });

  it("lists every archive page in the sitemap, each month once, and links the archive from /blog", () => {
    const sitemap = read("sitemap-0.xml");
    const months = [...new Set(published.map((post) => post.publishedAt.slice(0, 7)))];
    expect(sitemap).toContain("/blog/archive/</loc>");
    for (const month of months) expect(sitemap).toContain(`/blog/archive/${month}/</loc>`);
    expect(sitemap.match(/\/blog\/archive\/[^<]*<\/loc>/g)).toHaveLength(months.length + 1);
    expect(read("blog/index.html")).toContain('href="/blog/archive/"');
  });

  it("writes the Post Not Found page as the blog's own 404.html (e2e/hosts.e2e.ts serves it on each host)", () => {
    expect(read("blog/404.html")).toContain("Post Not Found");
  });
});
