/**
 * Click-to-edit from the page: the built Studio (against the local Sanity API) with its Presentation
 * tool framing `npm run preview` through its front. The frame comes in with the Studio's one-hour
 * secret; clicking a post's title in the frame opens that post with the title field focused, and
 * typing there shows in the framed page without a reload.
 */
import type { Browser, FrameLocator, Page } from "playwright-core";

import { launchBrowser } from "./support/browser";
import { type PreviewStack, startPreviewStack } from "./support/preview-stack";
import { loggedInContext, recordFailedRequests } from "./support/studio";
import { until } from "./support/studio-editor";

const token = "presentation-editor-token";
const postId = "3d1f6c2a-7b0e-4f43-9a6e-1c2b5d8e9f01";
const postPath = "/blog/why-every-saas-product-needs-a-90-second-demo/";
const postTitle = "Why Every SaaS Product Needs a 90-Second Demo Video";

let stack: PreviewStack;
let browser: Browser;
let page: Page;
let frame: FrameLocator;
const failedRequests: string[] = [];
const pageErrors: string[] = [];
// Jest types its asymmetric matchers as any; held as unknown, it stands in an expected object as it is.
const draftId: unknown = expect.stringMatching(/^drafts\./);

beforeAll(
  async () => {
    stack = await startPreviewStack(token);
    browser = await launchBrowser();
    page = await (await loggedInContext(browser, { projectId: stack.api.projectId, token })).newPage();
    recordFailedRequests(page, failedRequests);
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(`${stack.studioOrigin}/presentation?preview=${encodeURIComponent(postPath)}`);
    frame = page.frameLocator('[data-testid="presentation-root"] iframe');
  },
  14 * 60 * 1000,
);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  const distinct = [...new Set(failedRequests.map((entry) => entry.replace(/\?[^ ]*/, "")))].sort();
  console.log(
    `Requests that failed or were refused (${failedRequests.length}, ${distinct.length} distinct):\n  ${distinct.join("\n  ")}`,
  );
});

it("frames the post through the front, let in by a secret the Studio wrote for the editor", async () => {
  await frame.getByRole("heading", { level: 1, name: postTitle }).waitFor({ timeout: 180000 });
  // sanity 6's Presentation may write more than one as it opens (4.x wrote one); each is a draft
  // for the logged-in editor, and the front let the frame in with one of them.
  const secrets = [...stack.api.documents.values()].filter((doc) => doc._type === "sanity.previewUrlSecret");
  expect(secrets.length).toBeGreaterThanOrEqual(1);
  for (const secret of secrets)
    expect(secret).toMatchObject({
      _id: draftId,
      userId: stack.api.user.id,
      source: "sanity/presentation",
    });
  // The front asked Sanity about it with the preview's token, and Presentation opened the post beside its page.
  const checks = stack.api.requests.filter(
    (request) =>
      request.path.endsWith("/data/query/production") &&
      request.search.includes("previewUrlSecret") &&
      request.authorized,
  );
  const checkedSecrets = checks.map(
    (request) => JSON.parse(new URLSearchParams(request.search).get("$secret") ?? "null") as unknown,
  );
  expect(checkedSecrets.some((checked) => secrets.some((secret) => secret.secret === checked))).toBe(true);
  await page.waitForURL(new RegExp(`/presentation/post/${postId}`), { timeout: 60000 });
  await frame.locator("body").evaluate(() => Object.assign(window, { __sameDocument: true }));
});

it("refuses a forged Studio link: 403, no cookie", async () => {
  const forged = await fetch(
    `${stack.previewOrigin}/__preview/enable?sanity-preview-secret=${"A".repeat(43)}&sanity-preview-pathname=${encodeURIComponent(postPath)}`,
    { redirect: "manual" },
  );
  expect(forged.status).toBe(403);
  expect(forged.headers.get("set-cookie")).toBeNull();
});

it("does nothing for an attribute naming a document or a field that does not exist", async () => {
  // The document and field the Studio shows are in its path (its query follows the frame's address).
  const studioPath = () => new URL(page.url()).pathname.replace(/\/$/, "");
  expect(studioPath()).toBe(`/presentation/post/${postId}`);
  await frame.locator("article").evaluate((article, id) => {
    for (const [text, target] of [
      ["No such document", "id=no-such-document;type=post;path=title"],
      ["No such field", `id=${id};type=post;path=noSuchField`],
      ["Not an attribute", "%%;;==;"],
    ] as const) {
      const paragraph = document.createElement("p");
      paragraph.textContent = text;
      paragraph.setAttribute("data-sanity", target);
      article.prepend(paragraph);
    }
  }, postId);
  for (const text of ["No such document", "No such field", "Not an attribute"]) {
    await frame.getByText(text).hover();
    await frame.getByText(text).click();
    await page.waitForTimeout(1500);
    expect([text, studioPath()]).toEqual([text, `/presentation/post/${postId}`]);
  }
  expect([...stack.api.documents.keys()].filter((id) => id.includes("no-such-document"))).toEqual([]);
  expect(pageErrors).toEqual([]);
});

it("opens the post with its title field focused when the title is clicked in the preview", async () => {
  const title = frame.getByRole("heading", { level: 1, name: postTitle });
  await title.hover();
  await title.click();
  await page.waitForURL(new RegExp(`/presentation/post/${postId}/title`), { timeout: 60000 });
  const field = page.getByLabel("Title", { exact: true });
  await until(() => field.evaluate((input) => input === document.activeElement), "the title field has focus");
  await expect(field.inputValue()).resolves.toBe(postTitle);
});

it("shows what is typed in the title field in the framed page, without a reload", async () => {
  const edited = `${postTitle} (edited)`;
  const field = page.getByLabel("Title", { exact: true });
  const draftTitle = () => (stack.api.documents.get(`drafts.${postId}`) as { title?: string } | undefined)?.title;
  // Three things a person sees in turn, each named when it does not come: the field holds the
  // text, the Studio saved it as a draft, the framed page (gatsby develop listening) shows it.
  // Keys that reached no field (the form re-rendered under them) leave the title as it was, and a
  // person clicks into the field and types again: once.
  for (let attempt = 1; ; attempt++) {
    if (!(await field.evaluate((input) => input === document.activeElement))) await field.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" (edited)", { delay: 30 });
    try {
      await until(
        async () => (await field.inputValue()) === edited,
        `the title field holds the typed text (attempt ${attempt})`,
        10000,
      );
      break;
    } catch (error) {
      const value = await field.inputValue();
      if (attempt === 2 || value !== postTitle)
        throw new Error(`${(error as Error).message}; it holds ${JSON.stringify(value)}`);
    }
  }
  await until(() => draftTitle() === edited, "the Studio saved the typed title as a draft", 60000).catch(
    (error: Error) => {
      throw new Error(`${error.message}; the draft's title is ${JSON.stringify(draftTitle())}`);
    },
  );
  await frame
    .getByRole("heading", { level: 1, name: edited })
    .waitFor({ timeout: 90000 })
    .catch(async (error: Error) => {
      const shown = await frame
        .locator("h1")
        .allInnerTexts()
        .catch(() => []);
      throw new Error(
        `${error.message}\nThe frame's h1 reads ${JSON.stringify(shown)}; npm run preview's last output:\n${stack.previewOutput().slice(-2000)}`,
      );
    });
  await expect(
    frame.locator("body").evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).resolves.toBe(true);
  expect(pageErrors).toEqual([]);
});
