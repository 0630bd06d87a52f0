/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { clickDepths, postReach, postToPostLinks, siteLinks, slashlessLinks } from "../site-links.ts";

let publicDir: string;

/** A built page at path (folder/index.html) whose body links to each of hrefs. */
function page(path: string, hrefs: string[]): void {
  const file = join(publicDir, path, "index.html");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `<html><body>${hrefs.map((href) => `<a class="x" href="${href}">link</a>`).join("")}</body></html>`,
  );
}

beforeEach(() => {
  publicDir = mkdtempSync(join(tmpdir(), "site-links-"));
  // /blog → archive → month → post-a (3 clicks); post-b only from post-a (4 clicks); post-c linked slash-less from /blog.
  page("/blog/", ["/blog/archive/", "/blog/post-c", "https://example.com/", "#top", "mailto:a@b.c"]);
  page("/blog/archive/", ["/blog/archive/2026-11/"]);
  page("/blog/archive/2026-11/", ["/blog/post-a/?from=archive#top"]);
  page("/blog/post-a/", ["/blog/post-b/", "/blog/"]);
  page("/blog/post-b/", ["/blog/post-a/"]);
  page("/blog/post-c/", []);
  const items = ["post-a", "post-b", "post-c"].map(
    (slug) => `<item><title>${slug}</title><link>https://site.example/blog/${slug}/</link></item>`,
  );
  writeFileSync(
    join(publicDir, "rss.xml"),
    `<rss version="2.0"><channel><link>https://site.example/</link>${items.join("")}</channel></rss>`,
  );
});

afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

describe("siteLinks", () => {
  it("keeps the links that stay on the site, as paths without query or fragment, resolved against the page", () => {
    const html =
      '<a href="/pricing?plan=pro#faq">a</a><a href="https://x.example/">b</a><a href="//x.example/">c</a><a href="#top">d</a><a href="next/">e</a><a href="tel:+1">f</a>';
    expect(siteLinks(html, "/blog/")).toEqual([
      { href: "/pricing?plan=pro#faq", path: "/pricing" },
      { href: "next/", path: "/blog/next/" },
    ]);
  });
});

describe("clickDepths and postReach", () => {
  it("count the clicks from a page to each page its links reach, following a slash-less link to the page it names", () => {
    const depths = clickDepths(publicDir, "/blog/", 4);
    expect(Object.fromEntries(depths)).toEqual({
      "/blog/": 0,
      "/blog/archive/": 1,
      "/blog/post-c/": 1,
      "/blog/archive/2026-11/": 2,
      "/blog/post-a/": 3,
      "/blog/post-b/": 4,
    });
  });

  it("say which of the feed's posts are not within the clicks given", () => {
    const reach = postReach(publicDir, 3);
    expect([reach.posts, reach.reached, reach.unreached]).toEqual([3, 2, ["/blog/post-b/"]]);
  });

  it("list the posts each post links to", () => {
    expect(Object.fromEntries(postToPostLinks(publicDir))).toEqual({
      "/blog/post-a/": ["/blog/post-b/"],
      "/blog/post-b/": ["/blog/post-a/"],
      "/blog/post-c/": [],
    });
  });
});

describe("slashlessLinks", () => {
  it("finds a link to a page's address without its trailing slash, and nothing else", () => {
    expect(slashlessLinks(publicDir)).toEqual([{ page: "/blog/", href: "/blog/post-c" }]);
  });
});
