/**
 * The blog at 300 posts (the benches' synthetic export): a production build of a temporary copy,
 * read as a visitor and a crawler get around it, by the links of its prerendered pages. Every post
 * must be within 3 clicks of /blog; /blog keeps the 6 newest; every post links on to another.
 * The export also holds a post scheduled a few minutes after the build's clock: nothing of it may
 * be anywhere under public/, and `npm run publish:due` against that build calls the build hook
 * only once its date has come. Then the CDN builds again after that date, keeping .cache/ and
 * public/ and the export unchanged: the post is published, and the files that change are named
 * one by one (a CDN uploads each), so a design that rewrites list pages on every publish fails here.
 * The clock is injected (BLOG_CLOCK), not waited for.
 */
import { execFile, execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";

import { parse } from "node-html-parser";

import { diffSnapshots, snapshotFiles } from "../scripts/built-site/public-diff.ts";
import { postReach, postToPostLinks, slashlessLinks } from "../scripts/built-site/site-links.ts";
import { copySite, exited, spawnGatsby, stopProcessGroup } from "./support/temp-site";

const postCount = 300;
let siteDir: string;
let publicDir: string;
let exportDir: string;

/** The scheduled post: its date (the newest of all), and every piece of it that says what it is. */
const scheduled = {
  publishedAt: "2026-01-01T01:00:00.000Z",
  id: "synthetic-embargoed-7f3a",
  slug: "pulse-recorder-launch",
  title: "Embargoed: the Pulse recorder ships on Tuesday",
  excerpt: "Pulse records a product tour in one take; the announcement holds until its date.",
  body: "Pulse goes on sale at nine with a launch discount for the waiting list.",
};
const minutes = (count: number) => count * 60_000;
const at = (offset: number) => new Date(Date.parse(scheduled.publishedAt) + offset).toISOString();

/**
 * Writes the benches' synthetic export of `postCount` posts and the scheduled post into exportDir;
 * returns its NDJSON's path. In a Node of its own: synthetic-blog.ts reads import.meta, which
 * Jest's CommonJS transform cannot load.
 */
function writeSyntheticExport(): string {
  const script = `
    import { syntheticDocuments, syntheticPost, writeExport } from "./scripts/bench/synthetic-blog.ts";
    const post = ${JSON.stringify(scheduled)};
    const documents = syntheticDocuments(${postCount});
    const base = syntheticPost(-1);
    documents.push({
      ...base, _id: post.id, title: post.title, excerpt: post.excerpt, publishedAt: post.publishedAt,
      slug: { _type: "slug", current: post.slug },
      body: [{ _key: "p", _type: "block", style: "normal", markDefs: [], children: [{ _key: "ps", _type: "span", marks: [], text: post.body }] }],
    });
    process.stdout.write(writeExport(${JSON.stringify(exportDir)}, documents));`;
  return execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
}

/** `gatsby build` of the copy from the export as of `clock`, keeping whatever .cache/ and public/ it has. */
async function build(clock: string): Promise<void> {
  const exportPath = writeSyntheticExport();
  // LOCAL_BACKEND: a test build, aimed at the local backend on purpose like the build in public/.
  const run = spawnGatsby(siteDir, ["build"], { LOCAL_BACKEND: "1", BLOG_EXPORT_PATH: exportPath, BLOG_CLOCK: clock });
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
    // A few minutes before the scheduled post's date.
    await build(at(-minutes(5)));
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

/** Every file under dir, relative path → content (binary files too: a string may hide in any). */
function everyFile(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(path.slice(dir.length + 1), readFileSync(path));
    }
  return files;
}

/** A stand-in for the live site (serves public/ as it is) and for the host's build hook (counts its calls). */
async function liveSiteAndHook(): Promise<{
  siteUrl: string;
  hookUrl: string;
  calls: () => number;
  close: () => void;
}> {
  let calls = 0;
  const listen = async (server: Server) => {
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const site = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://site").pathname);
    try {
      res.writeHead(200).end(readFileSync(join(publicDir, path.endsWith("/") ? `${path}index.html` : path)));
    } catch {
      res.writeHead(404).end();
    }
  });
  const hook = createServer((req, res) => {
    if (req.method === "POST") calls += 1;
    res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  });
  const [siteUrl, hookUrl] = [await listen(site), `${await listen(hook)}/build_hooks/test`];
  return { siteUrl, hookUrl, calls: () => calls, close: () => [site, hook].forEach((server) => server.close()) };
}

/** `npm run publish:due`'s script against the stand-ins, deciding as of `clock`; resolves with what it printed. */
async function publishDue(siteUrl: string, hookUrl: string, clock: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/publish-due.ts"], {
    env: { ...process.env, SITE_URL: siteUrl, SANITY_BUILD_HOOK_URL: hookUrl, BLOG_CLOCK: clock },
    encoding: "utf8",
  });
  return stdout;
}

describe("a post scheduled a few minutes after the build", () => {
  it("leaves nothing of it in any file under public/: no title, slug, id, excerpt or body", () => {
    const telling = [scheduled.title, scheduled.slug, scheduled.id, scheduled.excerpt, scheduled.body];
    const leaks = [...everyFile(publicDir)].flatMap(([path, content]) =>
      telling.filter((text) => content.includes(text)).map((text) => `${path}: ${text}`),
    );
    expect(leaks).toEqual([]);
  });

  it("publishes when it is due and nothing else: the schedule holds its date only", () => {
    expect(JSON.parse(readFileSync(join(publicDir, "blog/schedule.json"), "utf8"))).toEqual({
      nextPostAt: scheduled.publishedAt,
    });
  });

  it("has publish:due call no hook before its date, and the hook exactly once after", async () => {
    const { siteUrl, hookUrl, calls, close } = await liveSiteAndHook();
    try {
      await expect(publishDue(siteUrl, hookUrl, at(-minutes(4)))).resolves.toMatch(
        `Nothing to publish yet: the next scheduled post is due at ${scheduled.publishedAt} (in 4 min)`,
      );
      expect(calls()).toBe(0);
      await expect(publishDue(siteUrl, hookUrl, at(minutes(2)))).resolves.toMatch(
        `A post was due at ${scheduled.publishedAt} (2 min ago) and the live build does not show it: build hook called`,
      );
      expect(calls()).toBe(1);
    } finally {
      close();
    }
  });
});

describe("the scheduled post's date has come: a warm build keeping .cache/ and public/, the post unchanged", () => {
  it(
    "publishes it, changing only /blog, the archive index and its month's page, its older neighbour, the feed, the sitemap and the schedule",
    async () => {
      const before = snapshotFiles(publicDir);
      await build(at(minutes(1)));
      const diff = diffSnapshots(before, snapshotFiles(publicDir));
      expect(diff).toEqual({
        changed: [
          "blog/archive/2026-01/index.html",
          "blog/archive/index.html",
          "blog/index.html",
          "blog/schedule.json",
          "blog/synthetic-post-0/index.html",
          "page-data/blog/archive/2026-01/page-data.json",
          "page-data/blog/archive/page-data.json",
          "page-data/blog/page-data.json",
          "page-data/blog/synthetic-post-0/page-data.json",
          "rss.xml",
          "sitemap-0.xml",
        ],
        added: [`blog/${scheduled.slug}/index.html`, `page-data/blog/${scheduled.slug}/page-data.json`],
        removed: [],
      });
      expect(postReach(publicDir, 3).unreached).toEqual([]);
      // On /blog first, in its archive month, in the sitemap and the feed; no post left to schedule.
      const page = (path: string) => parse(readFileSync(join(publicDir, path, "index.html"), "utf8"));
      const postPath = `/blog/${scheduled.slug}/`;
      expect(page("blog").querySelector("main article a")?.getAttribute("href")).toBe(postPath);
      expect(page("blog/archive/2026-01").querySelector(`section[aria-label="Posts"] a`)?.text).toBe(scheduled.title);
      expect(readFileSync(join(publicDir, "sitemap-0.xml"), "utf8")).toContain(postPath);
      expect(readFileSync(join(publicDir, "rss.xml"), "utf8")).toContain(scheduled.title);
      expect(JSON.parse(readFileSync(join(publicDir, "blog/schedule.json"), "utf8"))).toEqual({ nextPostAt: null });
    },
    10 * 60 * 1000,
  );
});
