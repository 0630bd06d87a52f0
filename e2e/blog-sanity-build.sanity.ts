/**
 * The production content path: `gatsby build` of a temporary copy of the site with the real
 * gatsby-source-sanity, pointed (SANITY_PROJECT_ID, SANITY_API_HOST, SANITY_TOKEN) at the local
 * Sanity content API serving the bundled export. The built blog must match the bundled-export
 * build in public/ (npm test builds it first), post for post.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { join, resolve } from "node:path";

import type { Browser } from "playwright-core";

import { createStaticServer } from "../scripts/lib/static-server.mjs";
import { type LocalSanityApi, startSanityApi } from "../scripts/sanity-local/server.mjs";
import { bundledPosts } from "./support/blog-content";
import { launchBrowser, openPage, viewports } from "./support/browser";
import { builtPostPaths, listedPostPaths, readBuiltPost } from "./support/built-blog";
import { copySite, exited, spawnGatsby, stopProcessGroup } from "./support/temp-site";

const bundledPublic = resolve("public");
let siteDir: string;
let sanityPublic: string;
let api: LocalSanityApi;
let browser: Browser | undefined;
let server: Server | undefined;

beforeAll(async () => {
  if (!existsSync(join(bundledPublic, "blog"))) throw new Error("No bundled-export build in public/: run `npx gatsby build` first (npm test does).");
  api = await startSanityApi({ port: 0, token: "build-token" });
  siteDir = copySite("blog-sanity-build-");
  sanityPublic = join(siteDir, "public");
  // LOCAL_BACKEND: a test build, aimed at the local backend on purpose like the build in public/
  // (a deploy build without its variables stops before building).
  const build = spawnGatsby(siteDir, ["build"], {
    LOCAL_BACKEND: "1",
    SANITY_PROJECT_ID: api.projectId,
    SANITY_API_HOST: api.apiHost,
    SANITY_TOKEN: api.token,
  });
  try {
    const code = await exited(build.child);
    if (code !== 0) throw new Error(`gatsby build with gatsby-source-sanity failed (${code}):\n${build.output().slice(-4000)}`);
  } finally {
    stopProcessGroup(build.child);
  }
}, 20 * 60 * 1000);

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
    const published = bundledPosts().filter((post) => post.published).map((post) => post.path).sort();
    expect(paths).toEqual(published);
  });

  it("renders each post's title, date, author and body as the bundled-export build does", () => {
    for (const path of builtPostPaths(bundledPublic)) {
      const fromSanity = readBuiltPost(sanityPublic, path);
      const fromExport = readBuiltPost(bundledPublic, path);
      expect({ path, title: fromSanity.title, date: fromSanity.date, author: fromSanity.author, body: fromSanity.bodyText }).toEqual({
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
    for (const image of fromCdn) expect([image.width, image.height]).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)]);
    const avatars = fromCdn.filter((image) => image.width === image.height);
    const heroes = fromCdn.filter((image) => image.width !== image.height);
    expect(avatars.length).toBeGreaterThan(0);
    expect(heroes.length).toBeGreaterThan(0);
    for (const avatar of avatars) expect([Number(avatar.width), Number(avatar.height)]).toEqual([48, 48]);
    for (const hero of heroes) expect(Number(hero.width) / Number(hero.height)).toBeCloseTo(1.905, 1);
  });

  it("lists the same posts on /blog, in the sitemap and in the RSS feed", () => {
    expect(listedPostPaths(sanityPublic)).toEqual(listedPostPaths(bundledPublic));
    expect(listedPostPaths(sanityPublic).rss).toEqual(builtPostPaths(bundledPublic));
    const cardLinks = (publicDir: string) =>
      [...readFileSync(join(publicDir, "blog/index.html"), "utf8").matchAll(/<article[\s\S]*?<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
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
      const file = api.imageFile(new URL(route.request().url()).pathname.split("/").pop() ?? "");
      if (!file) return route.fulfill({ status: 404 });
      served.push(file);
      return route.fulfill({ path: file });
    });
    const { page, errors } = await openPage(context);
    const post = builtPostPaths(sanityPublic)[0]!;
    await page.goto(`http://127.0.0.1:${port}${post}`);
    const hero = page.locator("main article img[src^='https://cdn.sanity.io/']").first();
    await hero.waitFor();
    await expect(hero.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).resolves.toBeGreaterThan(0);
    expect(served.length).toBeGreaterThan(0);
    expect(errors.uncaught).toEqual([]);
  });
});
