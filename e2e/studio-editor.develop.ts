/**
 * Editors write in the real Studio: sanity 6 (on React 19, in its own install) built by its own
 * CLI against the local Sanity API, served as static files, logged in by token, in Chromium.
 * What they publish reaches `gatsby develop` on the same API without a restart, and the post's
 * page sits beside its form.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import type { Browser, Page, Route } from "playwright-core";
import sharp from "sharp";

import { studioTokenEntry } from "../scripts/sanity-tools/studio-login.ts";
import { launchBrowser } from "./support/browser";
import {
  listItem,
  newPost,
  pickAuthor,
  setPublishedAt,
  until,
  waitUntilSaved,
  writeBody,
} from "./support/studio-editor";
import { cdnImage } from "./support/sanity-image-cdn";
import { mutate } from "./support/sanity-mutations";
import { clickAfterHover, loggedInContext, recordFailedRequests } from "./support/studio";
import { type EditorStack, startEditorStack } from "./support/studio-stack";

const token = "studio-editor-token";
let stack: EditorStack;
let browser: Browser;
/** Requests of the Studio that failed or got an error status, for the report. */
const failedRequests: string[] = [];

type Doc = Record<string, unknown> & { _id: string; title?: string };
const documents = () => [...stack.api.documents.values()] as Doc[];
const published = (id: string) => stack.api.documents.get(id) as Doc | undefined;

// Jest types its asymmetric matchers as any; held as unknown, they stand in an expected object as they are.
const anyString: unknown = expect.any(String);
/** The `_key` Sanity gives a block. */
const blockKey: unknown = expect.stringMatching(/^[a-z0-9]{12}$/);

/** Whether gatsby develop has made the page at path (its page data names that path). */
async function developHasPage(path: string): Promise<boolean> {
  const response = await fetch(`${stack.previewOrigin}/page-data${path}page-data.json`);
  return response.ok && ((await response.json()) as { path?: string }).path === path;
}

async function studioPage(path: string): Promise<Page> {
  const page = await (await loggedInContext(browser, { projectId: stack.api.projectId, token })).newPage();
  recordFailedRequests(page, failedRequests);
  await page.goto(`${stack.studioOrigin}${path}`);
  return page;
}

beforeAll(
  async () => {
    stack = await startEditorStack(token);
    browser = await launchBrowser();
  },
  14 * 60 * 1000,
);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  const unique = [...new Set(failedRequests.map((entry) => entry.replace(/\?[^ ]*/, "")))].sort();
  console.log(
    `Studio requests that failed or were refused (${failedRequests.length}, ${unique.length} distinct):\n  ${unique.join("\n  ")}`,
  );
});

it("builds the Studio with the local API's address and no token in its files", () => {
  const files = readdirSync(join(stack.studioDist, "static")).filter((file) => file.endsWith(".js"));
  const bundle = files.map((file) => readFileSync(join(stack.studioDist, "static", file), "utf8")).join("\n");
  expect(readFileSync(join(stack.studioDist, "index.html"), "utf8")).toContain('<div id="sanity">');
  // The build writes the host as a string literal; sanity 6's bundler may quote it with ", ' or `.
  const escapedHost = stack.api.studioApiHost.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const hostLiteral = new RegExp(`["'\`]${escapedHost}["'\`]`);
  expect(bundle).toMatch(hostLiteral);
  expect(bundle).not.toContain(token);
});

// sanity 6's CLI validates the schemas on its own, without asking the API (4.x asked users/me).
it("validates the schemas with 0 errors and 0 warnings", () => {
  expect(stack.schemaValidation).toMatch(/Errors:\s+0 errors/);
  expect(stack.schemaValidation).toMatch(/Warnings:\s+0 warnings/);
});

it("logs an editor in from the login URL npm run studio:local prints (#sid=, traded for the token)", async () => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  recordFailedRequests(page, failedRequests);
  await page.goto(`${stack.studioOrigin}/structure/post#sid=${stack.api.loginSessionId}`);
  const traded = () =>
    stack.api.requests.some((request) => request.path.endsWith("/auth/fetch") && request.status === 200);
  await until(traded, "the Studio trades the session for the token at auth/fetch", 120000);
  try {
    await listItem(page, "Why Every SaaS Product Needs a 90-Second Demo Video").first().waitFor({ timeout: 120000 });
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\nThe Studio shows: ${(await page.locator("body").innerText()).slice(0, 600)}`,
    );
  }
  // The Studio drops the session id from the address and keeps the token as after Sanity's login.
  expect(new URL(page.url()).hash).not.toContain("sid=");
  const { key } = studioTokenEntry(stack.api.projectId, token);
  const stored = await page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
  expect(JSON.parse(stored ?? "{}")).toMatchObject({ token });
  await context.close();
});

it("lists the bundled posts, each by its draft's title when it has one", async () => {
  const page = await studioPage("/structure/post");
  await page.getByTestId("action-intent-button").waitFor({ timeout: 120000 });
  const posts = documents().filter((doc) => doc._type === "post");
  const titles = new Map(posts.map((doc) => [doc._id.replace(/^drafts\./, ""), doc]));
  for (const doc of posts.filter((candidate) => candidate._id.startsWith("drafts."))) titles.set(doc._id.slice(7), doc);
  expect(titles.size).toBeGreaterThanOrEqual(10);
  for (const doc of titles.values()) {
    await listItem(page, doc.title ?? "")
      .first()
      .waitFor({ timeout: 60000 });
    await expect(listItem(page, doc.title ?? "").count()).resolves.toBe(1);
  }
  await page.close();
});

it("opens a post with every field filled in", async () => {
  const page = await studioPage("/structure/post");
  await clickAfterHover(page, listItem(page, "Why Every SaaS Product Needs a 90-Second Demo Video"));
  const title = page.getByLabel("Title", { exact: true });
  await expect(title.inputValue()).resolves.toBe("Why Every SaaS Product Needs a 90-Second Demo Video");
  await expect(page.getByTestId("field-slug").locator("input").inputValue()).resolves.toBe(
    "why-every-saas-product-needs-a-90-second-demo",
  );
  await expect(page.getByTestId("field-publishedAt").locator("input").first().inputValue()).resolves.toBe(
    "2026-10-28 09:00",
  );
  await expect(page.getByLabel("Excerpt").inputValue()).resolves.toMatch(/^Visitors decide in seconds/);
  await expect(page.getByTestId("field-mainImage.alt").locator("input").inputValue()).resolves.toBe(
    "A browser window with a play button, standing for a short product demo",
  );
  // The image itself (an asset of the export) is shown from the API host's /images path.
  await page
    .getByTestId("form-view")
    .locator('img[src*="/images/127/production/6fb0b271ab5fdf342f73cdb6946637a73ad45c8b-1200x630.png"]')
    .first()
    .waitFor({ state: "attached" });
  await page.locator('[data-comments-field-id="author"]').getByText("Marta Silva").waitFor();
  await page.getByTestId("field-body").getByRole("heading", { level: 2 }).first().waitFor();
  await page.getByTestId("field-body").getByText("90-second demo video").first().waitFor();
  await page.close();
});

/** Resolves once every image the locator finds has loaded a real picture (natural width > 0); rejects naming those that did not. */
async function picturesLoad(images: ReturnType<Page["locator"]>, atLeast: number, what: string): Promise<void> {
  const loaded = () =>
    images.evaluateAll((all: HTMLImageElement[]) =>
      all.map((img) => ({ src: img.currentSrc || img.src, width: img.complete ? img.naturalWidth : -1 })),
    );
  await until(
    async () => {
      const state = await loaded();
      return state.length >= atLeast && state.every((image) => image.width > 0);
    },
    what,
    120000,
  ).catch(async (error: Error) => {
    throw new Error(`${error.message}: ${JSON.stringify(await loaded())}`);
  });
}

describe("pictures and each post's state", () => {
  it("says each post's state on its form and in its row of the list (scheduled with its date, live, a draft never published), follows edits made elsewhere, and loads the list's thumbnails", async () => {
    const page = await studioPage("/structure/post");
    // The context's time zone is UTC (loggedInContext): the editor's zone is named in each date.
    const rows: Array<[string, string]> = [
      ["Planning Next Year's SaaS Video Calendar", "Scheduled for Jan 6, 2030, 09:00 UTC · Marta Silva"],
      ["Why Every SaaS Product Needs a 90-Second Demo Video", "Live since Oct 28, 2026, 09:00 UTC · Marta Silva"],
      ["Should Your Pricing Page Have a Video?", "Draft: not published · James Okafor"],
    ];
    for (const [title, state] of rows)
      await listItem(page, title).getByText(state, { exact: true }).waitFor({ timeout: 120000 });
    // Each row's accessible name says the post and its state; a row opens its post's form.
    await page
      .getByRole("link", { name: "Should Your Pricing Page Have a Video?: Draft: not published · James Okafor" })
      .waitFor();
    // A draft of a live post, made outside this page (another editor), shows in its row; discarded, it goes.
    const live = published("9c3e7b1a-6d2f-4e8a-b5c4-1f0a2e3d4c5b");
    if (!live?.title) throw new Error("The export lost its post 9c3e7b1a");
    await mutate(stack.api, [{ createOrReplace: { ...live, _id: `drafts.${live._id}` } }]);
    const liveRow = listItem(page, live.title);
    await liveRow.getByText(/^Live since .* · unpublished changes · /).waitFor({ timeout: 60000 });
    await mutate(stack.api, [{ delete: { id: `drafts.${live._id}` } }]);
    await liveRow.getByText(/^Live since [^·]* · James Okafor$/).waitFor({ timeout: 60000 });
    // The list's thumbnails: every post's main image, loaded from the local API where the Studio points.
    const thumbnails = page.locator('a[data-testid^="pane-item"] img');
    await picturesLoad(thumbnails, 10, "every list thumbnail loads a picture");
    await expect(thumbnails.first().getAttribute("src")).resolves.toMatch(
      new RegExp(`^${stack.api.studioApiHost}/images/127/production/`),
    );
    // Each form's badge, from the post's published version.
    const forms: Array<[string, string]> = [
      ["7e0f5a2c-1b3d-4e4f-86a9-0a2b7d8e1f90", "Scheduled for Jan 6, 2030, 09:00 UTC"],
      ["3d1f6c2a-7b0e-4f43-9a6e-1c2b5d8e9f01", "Live since Oct 28, 2026, 09:00 UTC"],
      ["6d9e4f1b-0a2c-4d3e-b5f8-9f1a6c7d0e89", "Draft: not published"],
    ];
    for (const [id, badge] of forms) {
      await page.goto(`${stack.studioOrigin}/structure/post;${id}`);
      await page.getByText(badge, { exact: true }).first().waitFor({ timeout: 120000 });
    }
    await page.close();
    // The editors' preview (gatsby develop with drafts) shows it, marked as scheduled.
    const preview = await (await browser.newContext()).newPage();
    await preview.goto(`${stack.previewOrigin}/blog/planning-next-years-saas-video-calendar/`);
    await preview
      .getByText("Scheduled preview: this post goes live on January 6, 2030, 09:00 UTC; readers do not see it before.")
      .waitFor({ timeout: 120000 });
    await preview.context().close();
  });

  it("says so in the Posts list when there are no posts yet, and when the posts cannot be loaded", async () => {
    // The Posts list's own query (every post's versions, raw perspective), answered here instead of by the API.
    const postsQuery = (url: URL) =>
      url.pathname.includes("/data/query/") &&
      url.searchParams.get("perspective") === "raw" &&
      (url.searchParams.get("query") ?? "").includes("author->name");
    // The answer as the API's CORS gives it to the Studio's origin.
    const cors = (route: Route) => ({
      "access-control-allow-origin": route.request().headers().origin ?? stack.studioOrigin,
      "access-control-allow-credentials": "true",
    });
    const empty = await (await loggedInContext(browser, { projectId: stack.api.projectId, token })).newPage();
    await empty.route(postsQuery, (route) =>
      route.fulfill({ json: { query: "", result: [], ms: 1 }, headers: cors(route) }),
    );
    await empty.goto(`${stack.studioOrigin}/structure/post`);
    await empty
      .getByText("No posts yet: create one with the + button at the top of this list.")
      .waitFor({ timeout: 120000 });
    await empty.context().close();
    const failing = await (await loggedInContext(browser, { projectId: stack.api.projectId, token })).newPage();
    await failing.route(postsQuery, (route) =>
      route.fulfill({
        status: 403,
        json: { error: "Forbidden", message: "Not allowed to read this dataset", statusCode: 403 },
        headers: cors(route),
      }),
    );
    await failing.goto(`${stack.studioOrigin}/structure/post`);
    await expect(
      failing
        .getByRole("alert")
        .filter({ hasText: "The posts could not be loaded" })
        .first()
        .innerText({ timeout: 120000 }),
    ).resolves.toMatch(
      /^The posts could not be loaded: .*Not allowed to read this dataset.*\. Reload the page to try again\.$/,
    );
    await failing.context().close();
  });

  it("shows the body's pictures (a bodyImage and a standard image block) in the post's form", async () => {
    const page = await studioPage("/structure/post;9c3e7b1a-6d2f-4e8a-b5c4-1f0a2e3d4c5b");
    const body = page.getByTestId("field-body");
    await body
      .getByText(/The storyboard for a 90-second demo/)
      .first()
      .waitFor({ timeout: 120000 });
    await body
      .getByText(/The end card, the last panel of the board/)
      .first()
      .waitFor();
    await picturesLoad(body.locator("img"), 2, "the body's two pictures load");
    await page.close();
  });

  it("takes a picture an editor uploads as a post's main image, and the site from the same API shows it", async () => {
    const page = await studioPage("/structure/post");
    await page.getByTestId("action-intent-button").waitFor({ timeout: 120000 });
    const id = await newPost(page);
    const title = `A post with an uploaded picture ${Date.now().toString(36)}`;
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByTestId("field-slug").getByRole("button", { name: "Generate" }).click();
    await setPublishedAt(page, "2025-04-01 09:00");
    // A picture made for this test: 800×450, blue, with a white square the crop tool and thumbnails show.
    const upload = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#1d4ed8" } })
      .composite([
        { input: { create: { width: 200, height: 200, channels: 3, background: "#ffffff" } }, left: 300, top: 125 },
      ])
      .png()
      .toBuffer();
    // The main image's Upload button (the form's first picture field) opens the system's file
    // picker: sanity clicks an <input type=file> it makes.
    const chooser = page.waitForEvent("filechooser", { timeout: 60000 });
    await clickAfterHover(page, page.getByTestId("file-input-upload-button-sanity-default").first());
    await (await chooser).setFiles({ name: "studio-upload.png", mimeType: "image/png", buffer: upload });
    const mainImage = () => published(`drafts.${id}`)?.mainImage as { asset?: { _ref?: string } } | undefined;
    await until(
      () => /^image-[a-f0-9]{40}-800x450-png$/.test(mainImage()?.asset?._ref ?? ""),
      "the draft holds the upload",
    );
    await picturesLoad(
      page.getByTestId("image-input").first().locator("img"),
      1,
      "the uploaded picture shows in the form",
    );
    await page.getByTestId("field-mainImage.alt").locator("input").fill("A blue card with a white square");
    await waitUntilSaved(page);
    await page.getByTestId("action-publish").click();
    await until(() => Boolean(published(id)) && !published(`drafts.${id}`), "the post is published");
    const ref = (published(id)?.mainImage as { asset: { _ref: string } }).asset._ref;
    expect(stack.api.documents.get(ref)).toMatchObject({
      _type: "sanity.imageAsset",
      originalFilename: "studio-upload.png",
    });
    await page.close();

    // The site on the same API (gatsby develop with gatsby-source-sanity) shows it from Sanity's CDN,
    // answered here from the uploaded file as the CDN would (the browser tests' stand-in for it).
    const slug = (published(id)?.slug as { current: string }).current;
    await until(() => developHasPage(`/blog/${slug}/`), `gatsby develop has a page at /blog/${slug}/`, 120000);
    const context = await browser.newContext();
    await context.route("https://cdn.sanity.io/images/**", async (route) => {
      const url = new URL(route.request().url());
      const file = stack.api.imageFile(url.pathname.split("/").pop() ?? "");
      return file
        ? route.fulfill({ body: await cdnImage(file, url.searchParams), contentType: "image/png" })
        : route.fulfill({ status: 404 });
    });
    const site = await context.newPage();
    const hero = site.getByRole("img", { name: "A blue card with a white square" });
    // Develop remakes the page when the publish reaches it; a page opened before then shows the
    // draft as it was, so the page is opened again until it shows the picture, as an editor reloads.
    await until(
      async () => {
        await site.goto(`${stack.previewOrigin}/blog/${slug}/`);
        return hero.waitFor({ timeout: 15000 }).then(
          () => true,
          () => false,
        );
      },
      "the post's page on gatsby develop shows the uploaded picture",
      180000,
    ).catch(async (error: Error) => {
      const pageData = await fetch(`${stack.previewOrigin}/page-data/blog/${slug}/page-data.json`).then((answer) =>
        answer.text(),
      );
      const pictures = await site
        .locator("img")
        .evaluateAll((all: HTMLImageElement[]) => all.map((img) => [img.alt, img.src.slice(0, 90)]));
      throw new Error(
        `${error.message}\nThe page's pictures: ${JSON.stringify(pictures)}\nIts page data: ${pageData.slice(0, 1500)}\ngatsby develop: ${stack.developOutput().slice(-2500)}`,
      );
    });
    // The asset image-<sha1>-800x450-png is the CDN's file <sha1>-800x450.png.
    const fileName = ref.replace(/^image-/, "").replace(/-(\w+)$/, ".$1");
    await expect(hero.getAttribute("src")).resolves.toContain(`/images/127/production/${fileName}`);
    await picturesLoad(hero, 1, "the site shows the uploaded picture");
    await context.close();
  });
});

describe("a new post", () => {
  const stamp = Date.now().toString(36);
  const title = `Editors write in the Studio ${stamp}`;
  const slug = `editors-write-in-the-studio-${stamp}`;
  const body = {
    heading: "Why editors preview",
    items: ["Write the post", "Preview it beside the form"],
    linkSentence: "Read the Sanity guide",
    linkText: "guide",
    href: "https://www.sanity.io/docs",
  };
  let id = "";

  it("is written in the Studio (slug generated from the title, a date, an excerpt, an author, a body) and published", async () => {
    const page = await studioPage("/structure/post");
    await page.getByTestId("action-intent-button").waitFor({ timeout: 120000 });
    id = await newPost(page);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await waitUntilSaved(page);
    await page.getByTestId("field-slug").getByRole("button", { name: "Generate" }).click();
    await until(
      async () => (await page.getByTestId("field-slug").locator("input").inputValue()) === slug,
      "the slug is generated from the title",
    );
    await setPublishedAt(page, "2025-01-15 10:00");
    await page.getByLabel("Excerpt").fill("How an editor writes a post and sees it on the site before it goes live.");
    await pickAuthor(page, "Marta Silva");
    const draftBlocks = () => (published(`drafts.${id}`)?.body ?? []) as Array<{ children?: Array<{ text?: string }> }>;
    const blockTexts = () => draftBlocks().map((block) => block.children?.map((span) => span.text).join("") ?? "");
    await writeBody(page, body, (text) =>
      until(() => blockTexts().includes(text), `the draft holds "${text}"`).catch((error: Error) => {
        throw new Error(`${error.message}; its blocks read ${JSON.stringify(blockTexts())}`);
      }),
    );
    await until(
      () => (published(`drafts.${id}`)?.body as unknown[] | undefined)?.length === 4,
      "the draft holds the four blocks of the body",
    );
    await waitUntilSaved(page);
    await page.getByTestId("action-publish").click();
    await until(() => Boolean(published(id)) && !published(`drafts.${id}`), "the post is published and its draft gone");
    await page.close();
  });

  it("is stored as Sanity stores a post: references, slug, blocks with keys, list items and link annotations", () => {
    const doc = published(id);
    expect(doc).toMatchObject({
      _id: id,
      _type: "post",
      _rev: anyString,
      _createdAt: anyString,
      _updatedAt: anyString,
      title,
      slug: { _type: "slug", current: slug },
      publishedAt: "2025-01-15T10:00:00.000Z",
      excerpt: "How an editor writes a post and sees it on the site before it goes live.",
      author: { _type: "reference", _ref: "author-marta-silva" },
    });
    const blocks = doc?.body as Array<
      Record<string, unknown> & {
        children: Array<{ text: string; marks: string[] }>;
        markDefs: Array<Record<string, string>>;
      }
    >;
    expect(blocks.map(({ style, listItem, level }) => ({ style, listItem, level }))).toEqual([
      { style: "h2", listItem: undefined, level: undefined },
      { style: "normal", listItem: "bullet", level: 1 },
      { style: "normal", listItem: "bullet", level: 1 },
      { style: "normal", listItem: undefined, level: undefined },
    ]);
    for (const block of blocks) expect(block).toMatchObject({ _type: "block", _key: blockKey });
    const [link] = blocks[3]?.markDefs ?? [];
    expect(link).toMatchObject({ _type: "link", href: body.href, _key: anyString });
    expect(blocks[3]?.children.map((span) => [span.text, span.marks])).toEqual([
      ["Read the Sanity ", []],
      ["guide", [link?._key]],
    ]);
  });

  it("is on the gatsby develop site at its path, without a restart", async () => {
    // The listener's event makes the node and the page; until then the path is develop's 404 page
    // (whose page data develop also answers for unknown paths).
    await until(() => developHasPage(`/blog/${slug}/`), `gatsby develop has a page at /blog/${slug}/`, 120000);
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${stack.previewOrigin}/blog/${slug}/`);
    await page
      .getByRole("heading", { level: 1, name: title })
      .waitFor({ timeout: 120000 })
      .catch(async (error: Error) => {
        throw new Error(
          `${error.message}\nThe page shows: ${(await page.locator("body").innerText()).slice(0, 500)}\ngatsby develop: ${stack.developOutput().slice(-2000)}`,
        );
      });
    await page.getByRole("heading", { level: 2, name: body.heading }).waitFor();
    await expect(page.getByRole("listitem").filter({ hasText: body.items[1] }).count()).resolves.toBe(1);
    await expect(page.getByRole("link", { name: body.linkText }).getAttribute("href")).resolves.toBe(body.href);
    await page.close();
  });

  it("shows beside its form in the site's preview, which follows a title edited in the Studio", async () => {
    const page = await studioPage(`/structure/post;${id}`);
    await page.getByRole("button", { name: "Split pane right" }).click();
    await page.getByRole("tab", { name: "Preview" }).nth(1).click();
    const frame = page.frameLocator('iframe[title^="Site preview"]');
    await expect(page.locator('iframe[title^="Site preview"]').getAttribute("src")).resolves.toBe(
      `${stack.previewOrigin}/blog/${slug}/`,
    );
    await frame.getByRole("heading", { level: 1, name: title }).waitFor({ timeout: 120000 });
    const edited = `${title} (edited)`;
    await page.getByLabel("Title", { exact: true }).fill(edited);
    await frame.getByRole("heading", { level: 1, name: edited }).waitFor({ timeout: 90000 });
    // It followed the edit in the same document; Reload loads the page anew.
    const previewFrame = () =>
      page.frames().find((candidate) => candidate.url().startsWith(`${stack.previewOrigin}/blog/`));
    await previewFrame()?.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole("button", { name: "Reload" }).click();
    await until(
      async () =>
        (await previewFrame()
          ?.evaluate(() => document.readyState === "complete" && !("__samePage" in window))
          .catch(() => false)) === true,
      "the preview frame reloads",
    );
    await frame.getByRole("heading", { level: 1, name: edited }).waitFor({ timeout: 90000 });
    await page.close();
  });
});

describe("a video in a post's body", () => {
  it("is refused from a site other than YouTube, Vimeo or Wistia, with a message naming them, and published from YouTube", async () => {
    const page = await studioPage("/structure/post");
    await page.getByTestId("action-intent-button").waitFor({ timeout: 120000 });
    const id = await newPost(page);
    await page.getByLabel("Title", { exact: true }).fill(`A post with a video ${Date.now().toString(36)}`);
    await setPublishedAt(page, "2025-03-01 09:00");
    await waitUntilSaved(page);
    const video = () =>
      ((published(`drafts.${id}`)?.body ?? []) as Array<{ _type: string; url?: string }>).find(
        (block) => block._type === "videoEmbed",
      );
    // The body's toolbar inserts the block and opens its form.
    await page.getByTestId("field-body").locator('[contenteditable="true"]').click();
    await clickAfterHover(page, page.getByTestId("field-body").getByRole("button", { name: /Video/ }).first());
    const link = page.getByLabel("Video link");
    // The block's form re-renders while the Studio saves the new block: the link is typed again until the draft holds it.
    const typeLink = (url: string) =>
      until(async () => {
        await link.fill(url, { timeout: 5000 }).catch(() => undefined);
        return video()?.url === url;
      }, `the draft holds ${url}`);
    await typeLink("https://evil.example/watch?v=Xq7pK2mNvB4");
    await page.keyboard.press("Escape");
    const publish = page.getByTestId("action-publish");
    await until(() => publish.isDisabled(), "the Publish button is disabled while the link is refused");
    // The Validation panel lists the refusal with its message; its entry opens the block's form again.
    await page.getByRole("button", { name: "Validation" }).click();
    const issue = page
      .locator("aside")
      .filter({ hasText: "Validation" })
      .getByRole("button")
      .filter({ hasText: /on YouTube, Vimeo or Wistia .*Other sites cannot be embedded/ });
    await issue.first().waitFor({ timeout: 60000 });
    await issue.first().click();
    await link.waitFor({ timeout: 60000 });

    await typeLink("https://www.youtube.com/watch?v=Xq7pK2mNvB4");
    await page.getByLabel("Caption").last().fill("The demo cut");
    await until(
      () =>
        (published(`drafts.${id}`)?.body as Array<{ caption?: string }> | undefined)?.some(
          (block) => block.caption === "The demo cut",
        ) === true,
      "the draft holds the caption",
    );
    await page.keyboard.press("Escape");
    await waitUntilSaved(page);
    await until(async () => !(await publish.isDisabled()), "the Publish button is enabled again");
    await publish.click();
    await until(() => Boolean(published(id)) && !published(`drafts.${id}`), "the post is published");
    expect(
      (published(id)?.body as Array<Record<string, unknown>>).find((block) => block._type === "videoEmbed"),
    ).toMatchObject({
      _key: anyString,
      url: "https://www.youtube.com/watch?v=Xq7pK2mNvB4",
      caption: "The demo cut",
    });
    await page.close();
  });
});

it("keeps a post without a title from being published and says why", async () => {
  const page = await studioPage("/structure/post");
  await page.getByTestId("action-intent-button").waitFor({ timeout: 120000 });
  const id = await newPost(page);
  await setPublishedAt(page, "2025-02-01 09:00");
  await page.getByLabel("Excerpt").fill("A post nobody titled.");
  await waitUntilSaved(page);
  const publish = page.getByTestId("action-publish");
  await until(() => publish.isDisabled(), "the Publish button is disabled");
  await publish.hover({ force: true });
  await page
    .getByText("There are validation errors that need to be fixed before this document can be published")
    .waitFor();
  await page.getByRole("button", { name: "Validation" }).click();
  const issues = page
    .locator("aside")
    .filter({ hasText: "Validation" })
    .getByRole("button")
    .filter({ hasText: "Required" });
  await issues.first().waitFor();
  await expect(issues.allInnerTexts()).resolves.toEqual(["Title\nRequired"]);
  expect(published(id)).toBeUndefined();
  expect(published(`drafts.${id}`)).toMatchObject({ excerpt: "A post nobody titled." });
  await page.close();
});
