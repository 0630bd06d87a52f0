/**
 * The production content path: `gatsby build` of a temporary copy of the site with the real
 * gatsby-source-sanity, pointed (SANITY_PROJECT_ID, SANITY_API_HOST, SANITY_TOKEN) at the local
 * Sanity content API serving the bundled export. The built blog must match the bundled-export
 * build in public/ (npm test builds it first), post for post. Then an editor publishes and the
 * CDN builds again keeping .cache/ and public/: only the files that show the change may differ,
 * since the CDN uploads every file that does. These builds run as a host left on its default Node
 * does (22.16, Cloudflare Pages' build image; the suite's own build runs on the project's Node 24),
 * so a deploy from Sanity is known to build on both lines.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { join, resolve } from "node:path";

import type { Browser } from "playwright-core";

import { installNodeLine } from "../scripts/machine/node-lines.ts";
import { diffSnapshots, snapshotFiles } from "../scripts/built-site/public-diff.ts";
import { createStaticServer } from "../scripts/hosts/static-server.ts";
import { type LocalSanityApi, type SanityDocument, startSanityApi } from "../local-sanity/server.ts";
import { bundledPosts } from "./support/blog-content";
import { launchBrowser, openPage, viewports } from "./support/browser";
import { builtPostPaths, listedPostPaths, readBuiltPost } from "./support/built-blog";
import { cdnImage } from "./support/sanity-image-cdn";
import { mutate } from "./support/sanity-mutations";
import { bodyPicture, mediaPost, orangePixels, videoProviderHost } from "./support/post-media";
import { copySite, exited, spawnGatsby, stopProcessGroup } from "./support/temp-site";

const bundledPublic = resolve("public");
let siteDir: string;
let sanityPublic: string;
let api: LocalSanityApi;
let browser: Browser | undefined;
let server: Server | undefined;
/** The hosts' default Node (Cloudflare Pages' build image when NODE_VERSION is not set). */
const hostDefaultNode = "22.16.0";

beforeAll(
  async () => {
    if (!existsSync(join(bundledPublic, "blog")))
      throw new Error("No bundled-export build in public/: run `npx gatsby build` first (npm test does).");
    api = await startSanityApi({ port: 0, token: "build-token" });
    siteDir = copySite("blog-sanity-build-");
    sanityPublic = join(siteDir, "public");
    await buildFromSanity();
  },
  20 * 60 * 1000,
);

/** `gatsby build` of the copy from the local Sanity API, keeping whatever .cache/ and public/ it has. */
async function buildFromSanity(): Promise<void> {
  // LOCAL_BACKEND: a test build, aimed at the local backend on purpose like the build in public/
  // (a deploy build without its variables stops before building).
  const nodeBin = installNodeLine(hostDefaultNode);
  if (!nodeBin) throw new Error(`The registry has no Node ${hostDefaultNode} for ${process.platform}-${process.arch}.`);
  const build = spawnGatsby(
    siteDir,
    ["build"],
    { LOCAL_BACKEND: "1", SANITY_PROJECT_ID: api.projectId, SANITY_API_HOST: api.apiHost, SANITY_TOKEN: api.token },
    join(nodeBin, "node"),
  );
  try {
    const code = await exited(build.child);
    if (code !== 0)
      throw new Error(`gatsby build with gatsby-source-sanity failed (${code}):\n${build.output().slice(-4000)}`);
  } finally {
    stopProcessGroup(build.child);
  }
}

afterAll(async () => {
  await browser?.close();
  server?.close();
  await api?.close();
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

describe("the blog built by gatsby-source-sanity from the local Sanity API", () => {
  it("read the deployed schema and the export, with the token, and nothing else", () => {
    // Gatsby's build workers initialise the plugin too, so the schema is read more than once.
    const requested = new Set(api.requests.map((request) => `${request.method} ${request.path}${request.search}`));
    expect([...requested].sort()).toEqual([
      "GET /v1/apis/graphql/production/default?tag=sanity.gatsby.get-schema",
      "GET /v1/data/export/production?tag=sanity.gatsby.source-nodes",
    ]);
    expect(api.requests.every((request) => request.authorized)).toBe(true);
    const schemaRequest = api.requests.find((request) => request.path.startsWith("/v1/apis/graphql/"));
    expect(schemaRequest?.accept).toContain("application/graphql");
  });

  it("has the same post pages as the bundled-export build, and no draft or future post", () => {
    const paths = builtPostPaths(sanityPublic);
    expect(paths).toEqual(builtPostPaths(bundledPublic));
    const published = bundledPosts()
      .filter((post) => post.published)
      .map((post) => post.path)
      .sort();
    expect(paths).toEqual(published);
  });

  it("renders each post's title, date, author and body as the bundled-export build does", () => {
    for (const path of builtPostPaths(bundledPublic)) {
      const fromSanity = readBuiltPost(sanityPublic, path);
      const fromExport = readBuiltPost(bundledPublic, path);
      expect({
        path,
        title: fromSanity.title,
        date: fromSanity.date,
        author: fromSanity.author,
        body: fromSanity.bodyText,
      }).toEqual({
        path,
        title: fromExport.title,
        date: fromExport.date,
        author: fromExport.author,
        body: fromExport.bodyText,
      });
    }
  });

  it("serves post and author images from cdn.sanity.io, sized by width and height", () => {
    const images = builtPostPaths(sanityPublic).flatMap((path) => readBuiltPost(sanityPublic, path).images);
    const fromCdn = images.filter((image) => image.src.startsWith("https://cdn.sanity.io/images/127/production/"));
    expect(fromCdn.length).toBe(images.length);
    // Every URL asks the CDN for a size, and every image reserves its box (width and height):
    // authors' photos are 48×48, post heroes keep the hero's 1.905 aspect ratio.
    for (const image of fromCdn) expect(new URL(image.src).searchParams.get("w")).toMatch(/^\d+$/);
    for (const image of fromCdn) expect(new URL(image.src).searchParams.get("h")).toMatch(/^\d+$/);
    for (const image of fromCdn)
      expect([image.width, image.height]).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)]);
    const avatars = fromCdn.filter((image) => image.width === image.height);
    const heroes = fromCdn.filter((image) => image.width !== image.height && !image.inFigure);
    expect(avatars.length).toBeGreaterThan(0);
    expect(heroes.length).toBeGreaterThan(0);
    for (const avatar of avatars) expect([Number(avatar.width), Number(avatar.height)]).toEqual([48, 48]);
    for (const hero of heroes) expect(Number(hero.width) / Number(hero.height)).toBeCloseTo(1.905, 1);
  });

  it("renders a body picture as the bundled build does, from Sanity's CDN with the editor's crop, and the video poster-first", () => {
    const picture = (publicDir: string) =>
      readBuiltPost(publicDir, mediaPost.path).images.find((image) => image.inFigure);
    const fromSanity = picture(sanityPublic);
    const fromExport = picture(bundledPublic);
    expect(fromSanity?.alt).toMatch(mediaPost.imageAlt);
    expect([fromSanity?.alt, fromSanity?.width, fromSanity?.height]).toEqual([
      fromExport?.alt,
      fromExport?.width,
      fromExport?.height,
    ]);
    // The crop (the left 1200 of 1600 px) is the CDN's rect, at the crop's own aspect ratio.
    const src = new URL(fromSanity!.src);
    expect(src.searchParams.get("rect")).toBe("0,0,1200,900");
    expect(Number(src.searchParams.get("w")) / Number(src.searchParams.get("h"))).toBeCloseTo(
      mediaPost.croppedAspectRatio,
      2,
    );
    // The standard `image` block after it: as the bundled build renders it, its crop the CDN's rect.
    const standard = (publicDir: string) =>
      readBuiltPost(publicDir, mediaPost.path).images.filter((image) => image.inFigure)[1];
    const standardFromSanity = standard(sanityPublic);
    expect(standardFromSanity?.alt).toMatch(mediaPost.standardImage.alt);
    expect([standardFromSanity?.alt, standardFromSanity?.width, standardFromSanity?.height]).toEqual([
      standard(bundledPublic)?.alt,
      standard(bundledPublic)?.width,
      standard(bundledPublic)?.height,
    ]);
    expect(new URL(standardFromSanity!.src).searchParams.get("rect")).toBe(mediaPost.standardImage.cdnRect);
    const html = readFileSync(join(sanityPublic, mediaPost.path, "index.html"), "utf8");
    expect(html).toContain(`<figcaption>${mediaPost.caption}</figcaption>`);
    expect(html).toContain(`<figcaption>${mediaPost.standardImage.caption}</figcaption>`);
    expect(html).toContain(`Play video: <!-- -->${mediaPost.videoCaption}`);
    expect(html).not.toMatch(/<iframe/);
    // The cover's hotspot (x 0.72) keeps the clapperboard in the 16:9 card: the CDN's rect moves right of centre.
    const card = readFileSync(join(sanityPublic, "blog/index.html"), "utf8").match(
      /https:\/\/cdn\.sanity\.io\/images\/127\/production\/c28bf7c3a538a7c605cce9bc48d5e968ccbc93d3-1200x630\.png\?rect=([\d,]+)/,
    );
    expect(card?.[1]).toBe("80,0,1120,630");
  });

  it("lists the same posts on /blog, in the sitemap and in the RSS feed", () => {
    expect(listedPostPaths(sanityPublic)).toEqual(listedPostPaths(bundledPublic));
    expect(listedPostPaths(sanityPublic).rss).toEqual(builtPostPaths(bundledPublic));
    const cardLinks = (publicDir: string) =>
      [
        ...readFileSync(join(publicDir, "blog/index.html"), "utf8").matchAll(/<article[\s\S]*?<a [^>]*href="([^"]+)"/g),
      ].map((match) => match[1]);
    expect(cardLinks(sanityPublic)).toEqual(cardLinks(bundledPublic));
    expect(cardLinks(sanityPublic).length).toBe(6);
  });

  it("shows the images in Chromium, served from the export's files in place of cdn.sanity.io", async () => {
    server = createStaticServer({ root: sanityPublic });
    await new Promise<void>((done) => server!.listen(0, "127.0.0.1", () => done()));
    const { port } = server.address() as { port: number };
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: viewports.desktop });
    const served: string[] = [];
    await context.route("https://cdn.sanity.io/images/**", async (route) => {
      const url = new URL(route.request().url());
      const file = api.imageFile(url.pathname.split("/").pop() ?? "");
      if (!file) return route.fulfill({ status: 404 });
      served.push(file);
      return route.fulfill({ body: await cdnImage(file, url.searchParams), contentType: "image/png" });
    });
    const { page, errors } = await openPage(context);
    const post = builtPostPaths(sanityPublic)[0]!;
    await page.goto(`http://127.0.0.1:${port}${post}`);
    const hero = page.locator("main article img[src^='https://cdn.sanity.io/']").first();
    await hero.waitFor();
    await expect(
      hero.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).resolves.toBeGreaterThan(0);
    expect(served.length).toBeGreaterThan(0);
    expect(errors.uncaught).toEqual([]);
  });
});

describe("the post with a picture and a video, from Sanity, in Chromium", () => {
  it("shows the picture as the editor cropped it, and asks nothing of the video provider until play", async () => {
    const { port } = server!.address() as { port: number };
    const context = await browser!.newContext({ viewport: viewports.desktop });
    const providerRequests: string[] = [];
    context.on("request", (request) => {
      if (videoProviderHost.test(new URL(request.url()).hostname)) providerRequests.push(request.url());
    });
    await context.route(videoProviderHost, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    );
    await context.route("https://cdn.sanity.io/images/**", async (route) => {
      const url = new URL(route.request().url());
      const file = api.imageFile(url.pathname.split("/").pop() ?? "");
      return file
        ? route.fulfill({ body: await cdnImage(file, url.searchParams), contentType: "image/png" })
        : route.fulfill({ status: 404 });
    });
    const { page, errors } = await openPage(context);
    await page.goto(`http://127.0.0.1:${port}${mediaPost.path}`);
    const picture = await bodyPicture(page);
    expect(picture.currentSrc).toMatch(
      /^https:\/\/cdn\.sanity\.io\/images\/127\/production\/7eab91c3d04053cda08f51305b1e599a539925f4-1600x900\.png\?rect=0,0,1200,900/,
    );
    expect(picture.boxRatio).toBeCloseTo(mediaPost.croppedAspectRatio, 1);
    expect(
      await orangePixels(
        await cdnImage(
          api.imageFile("7eab91c3d04053cda08f51305b1e599a539925f4-1600x900.png")!,
          new URL(picture.currentSrc).searchParams,
        ),
      ),
    ).toBe(0);
    const play = page.getByRole("button", { name: `Play video: ${mediaPost.videoCaption}` });
    await play.scrollIntoViewIfNeeded();
    expect(providerRequests).toEqual([]);
    await play.click();
    await expect(page.locator(`iframe[title="${mediaPost.videoCaption}"]`).getAttribute("src")).resolves.toBe(
      mediaPost.embedUrl,
    );
    expect(errors.uncaught).toEqual([]);
    await context.close();
  });
});

describe("publishing after that build: a warm build keeping .cache/ and public/ changes only what shows the change", () => {
  const post = (id: string) =>
    structuredClone(api.documents.get(id)) as SanityDocument & { title: string; slug: { current: string } };
  /** What a warm build after `publish` changed in public/, as a CDN would upload it. */
  async function publishAndRebuild(mutations: Array<Record<string, unknown>>) {
    const before = snapshotFiles(sanityPublic);
    await mutate(api, mutations);
    await buildFromSanity();
    return diffSnapshots(before, snapshotFiles(sanityPublic));
  }

  it(
    "an edited title: the post, /blog and its archive month which list it, the posts either side that link to it by title, their page-data and the feed",
    async () => {
      const edited = post("3d1f6c2a-7b0e-4f43-9a6e-1c2b5d8e9f01");
      const slug = edited.slug.current;
      // October 28, between October 14 and November 18 (the newest bundled post).
      const [older, newer] = ["how-to-script-a-product-demo-that-converts", "from-storyboard-to-demo-cut"];
      const diff = await publishAndRebuild([{ createOrReplace: { ...edited, title: `${edited.title}, Revised` } }]);
      expect(diff).toEqual({
        changed: [
          "blog/archive/2026-10/index.html",
          `blog/${newer}/index.html`,
          `blog/${older}/index.html`,
          "blog/index.html",
          `blog/${slug}/index.html`,
          "page-data/blog/archive/2026-10/page-data.json",
          `page-data/blog/${newer}/page-data.json`,
          `page-data/blog/${older}/page-data.json`,
          "page-data/blog/page-data.json",
          `page-data/blog/${slug}/page-data.json`,
          "rss.xml",
        ],
        added: [],
        removed: [],
      });
      for (const page of [slug, older, newer]) {
        expect(readFileSync(join(sanityPublic, "blog", page, "index.html"), "utf8")).toContain(
          `${edited.title}, Revised`,
        );
      }
    },
    10 * 60 * 1000,
  );

  it(
    "a new post and a deleted one: the new page and its month's, the lists, the posts and months next to each, and the deleted page and its page-data gone",
    async () => {
      const deleted = post("2b7a4d9f-5e0c-4ab8-93d6-7dbf4a5b8c67");
      const added = {
        ...post("c7b2e0d4-1a9f-4b63-a5d8-3e7f0a1b4c23"),
        _id: "0e1d2c3b-4a59-4687-9a1b-2c3d4e5f6a7b",
        title: "A Post Published After The Build",
      };
      const slug = "a-post-published-after-the-build";
      // After the newest bundled post (November 18) in its month: that month's page lists it, no new month.
      const publishedAt = "2026-11-20T09:00:00Z";
      const diff = await publishAndRebuild([
        { createOrReplace: { ...added, slug: { _type: "slug", current: slug }, publishedAt } },
        { delete: { id: deleted._id } },
      ]);
      // Beside the deleted post (August 5): the newer one (August 19) and the older one (July 22, the post without a slug).
      const [newerOfDeleted, olderOfDeleted] = [
        "self-recorded-or-fully-produced",
        "4f1c2a5e-8b7d-4c1e-9a3f-2d6b8e0c7a91",
      ];
      const newestBefore = "from-storyboard-to-demo-cut";
      expect(diff).toEqual({
        changed: [
          `blog/${olderOfDeleted}/index.html`,
          "blog/archive/2026-08/index.html",
          "blog/archive/2026-11/index.html",
          "blog/archive/index.html",
          `blog/${newestBefore}/index.html`,
          "blog/index.html",
          `blog/${newerOfDeleted}/index.html`,
          `page-data/blog/${olderOfDeleted}/page-data.json`,
          "page-data/blog/archive/2026-08/page-data.json",
          "page-data/blog/archive/2026-11/page-data.json",
          "page-data/blog/archive/page-data.json",
          `page-data/blog/${newestBefore}/page-data.json`,
          "page-data/blog/page-data.json",
          `page-data/blog/${newerOfDeleted}/page-data.json`,
          "rss.xml",
          "sitemap-0.xml",
        ],
        added: [`blog/${slug}/index.html`, `page-data/blog/${slug}/page-data.json`],
        removed: [`blog/${deleted.slug.current}/index.html`, `page-data/blog/${deleted.slug.current}/page-data.json`],
      });
    },
    10 * 60 * 1000,
  );
});
