/**
 * The blog at 300 posts (the benches' synthetic export): a production build of a temporary copy,
 * read as a visitor and a crawler get around it, by the links of its prerendered pages. Every post
 * must be within 3 clicks of /blog; /blog keeps the 6 newest; every post links on to another.
 * Then one post is published and the CDN builds again keeping .cache/ and public/: the files that
 * change are named one by one (a CDN uploads each), so a design that rewrites list pages on
 * every publish fails here.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import { parse } from "node-html-parser";

import { diffSnapshots, snapshotFiles } from "../scripts/built-site/public-diff.ts";
import { postReach, postToPostLinks, slashlessLinks } from "../scripts/built-site/site-links.ts";
import { copySite, exited, spawnGatsby, stopProcessGroup } from "./support/temp-site";

const postCount = 300;
let siteDir: string;
let publicDir: string;
let exportDir: string;

/**
 * Writes the benches' synthetic export of `postCount` posts (and the bench's new post, the newest)
 * into exportDir; returns its NDJSON's path. In a Node of its own: synthetic-blog.ts reads
 * import.meta, which Jest's CommonJS transform cannot load.
 */
function writeSyntheticExport(withNewPost: boolean): string {
  const script = `
    import { syntheticDocuments, syntheticPost, writeExport } from "./scripts/bench/synthetic-blog.ts";
    const documents = syntheticDocuments(${postCount});
    if (${withNewPost}) documents.push({ ...syntheticPost(-1), _id: "synthetic-new", slug: { _type: "slug", current: "synthetic-post-new" } });
    process.stdout.write(writeExport(${JSON.stringify(exportDir)}, documents));`;
  return execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
}

/** `gatsby build` of the copy from the export, keeping whatever .cache/ and public/ it has. */
async function build({ withNewPost }: { withNewPost: boolean }): Promise<void> {
  const exportPath = writeSyntheticExport(withNewPost);
  // LOCAL_BACKEND: a test build, aimed at the local backend on purpose like the build in public/.
  const run = spawnGatsby(siteDir, ["build"], { LOCAL_BACKEND: "1", BLOG_EXPORT_PATH: exportPath });
  try {
    const code = await exited(run.child);
    if (code !== 0)
      throw new Error(`gatsby build of ${postCount} posts failed (${code}):\n${run.output().slice(-4000)}`);
  } finally {
    stopProcessGroup(run.child);
  }
}

beforeAll(
  async () => {
    siteDir = copySite("blog-reach-");
    publicDir = join(siteDir, "public");
    exportDir = join(siteDir, "synthetic-export");
    await build({ withNewPost: false });
  },
  20 * 60 * 1000,
);

afterAll(() => {
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

const synthetic = (index: number) => `/blog/synthetic-post-${index}/`;

describe(`the blog built with ${postCount} posts`, () => {
  it("reaches every post from /blog within 3 clicks, following the built pages' links", () => {
    const reach = postReach(publicDir, 3);
    expect(reach.posts).toBe(postCount);
    expect(reach.unreached).toEqual([]);
    // The way there: /blog → the archive → a month's page → the post.
    expect(reach.depths.get("/blog/archive/")).toBe(1);
    expect(reach.depths.get("/blog/archive/2025-12/6/")).toBe(2);
    expect(reach.depths.get(synthetic(postCount - 1))).toBe(3);
  });

  it("shows the 6 newest posts on /blog, newest first", () => {
    const doc = parse(readFileSync(join(publicDir, "blog/index.html"), "utf8"));
    const cards = doc.querySelectorAll("main article").map((card) => card.querySelector("a")?.getAttribute("href"));
    expect(cards).toEqual([0, 1, 2, 3, 4, 5].map(synthetic));
  });

  it("links every post to another post: the next newer and older, by title", () => {
    const links = postToPostLinks(publicDir);
    expect([...links].filter(([, linked]) => linked.length === 0)).toEqual([]);
    expect(links.get(synthetic(0))).toEqual([synthetic(1)]);
    expect(links.get(synthetic(150))).toEqual([synthetic(151), synthetic(149)]);
    const nav = parse(readFileSync(join(publicDir, synthetic(150).slice(1), "index.html"), "utf8")).querySelector(
      'nav[aria-label="More posts"]',
    );
    expect(nav?.text).toContain("Synthetic post 151: how SaaS teams plan product videos");
    expect(nav?.text).toContain("Synthetic post 149: how SaaS teams plan product videos");
  });

  it("splits the month of 299 posts into pages of at most 50, each with its own title and canonical address", () => {
    const page = (path: string) => parse(readFileSync(join(publicDir, path.slice(1), "index.html"), "utf8"));
    const months = ["/blog/archive/2025-12/", ...[2, 3, 4, 5, 6].map((part) => `/blog/archive/2025-12/${part}/`)];
    const entries = months.map((path) => page(path).querySelectorAll(`section[aria-label="Posts"] ol > li`).length);
    expect(entries).toEqual([50, 50, 50, 50, 50, 49]);
    expect(page("/blog/archive/2025-12/2/").querySelector("title")?.text).toBe(
      "Archive: December 2025, page 2 | Meridian Studio Blog",
    );
    expect(page("/blog/archive/2025-12/2/").querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
      /\/blog\/archive\/2025-12\/2\/$/,
    );
  });

  it("has no link to a slash-less address of a page", () => {
    expect(slashlessLinks(publicDir)).toEqual([]);
  });
});

describe("publishing one more post: a warm build keeping .cache/ and public/", () => {
  it(
    "adds its page and changes only /blog, the archive index and its month's page, its older neighbour, the feed and the sitemap",
    async () => {
      const before = snapshotFiles(publicDir);
      await build({ withNewPost: true });
      const diff = diffSnapshots(before, snapshotFiles(publicDir));
      expect(diff).toEqual({
        changed: [
          "blog/archive/2026-01/index.html",
          "blog/archive/index.html",
          "blog/index.html",
          "blog/synthetic-post-0/index.html",
          "page-data/blog/archive/2026-01/page-data.json",
          "page-data/blog/archive/page-data.json",
          "page-data/blog/page-data.json",
          "page-data/blog/synthetic-post-0/page-data.json",
          "rss.xml",
          "sitemap-0.xml",
        ],
        added: ["blog/synthetic-post-new/index.html", "page-data/blog/synthetic-post-new/page-data.json"],
        removed: [],
      });
      expect(postReach(publicDir, 3).unreached).toEqual([]);
    },
    10 * 60 * 1000,
  );
});
