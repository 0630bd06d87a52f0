/**
 * Editors' live preview through the real gatsby-source-sanity: `gatsby develop` of a temporary
 * copy with a token (watch mode, drafts overlaid), against the local Sanity content API. Content
 * changes go through the mutate endpoint as Studio sends them; open pages update without a reload.
 */
import { rmSync } from "node:fs";

import type { Browser, Page } from "playwright-core";

import { type LocalSanityApi, type SanityDocument, startSanityApi } from "../local-sanity/server.ts";
import { launchBrowser, openPage, viewports } from "./support/browser";
import { mutate as sendMutations } from "./support/sanity-mutations";
import { copySite, freePort, spawnGatsby, stopProcessGroup } from "./support/temp-site";

type Gatsby = ReturnType<typeof spawnGatsby>;
let api: LocalSanityApi;
let siteDir: string;
let develop: Gatsby | undefined;
let browser: Browser | undefined;
let origin = "";

async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (develop?.child.exitCode != null) throw new Error(`gatsby develop exited:\n${develop.output().slice(-3000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 2000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${develop?.output().slice(-3000)}`);
}

const mutate = (mutations: Array<Record<string, unknown>>) => sendMutations(api, mutations);

const doc = (id: string) =>
  structuredClone(api.documents.get(id)) as SanityDocument & { title: string; body: unknown[] };
const paragraph = (key: string, text: string) => ({
  _key: key,
  _type: "block",
  style: "normal",
  markDefs: [],
  children: [{ _key: `${key}s`, _type: "span", marks: [], text }],
});

/** Opens a page and marks the document, so a later check can tell it was never reloaded. */
async function openMarked(path: string, heading: string): Promise<Page> {
  const { page } = await openPage(await browser!.newContext({ viewport: viewports.desktop }));
  await page.goto(`${origin}${path}`);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor({ timeout: 120000 });
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  return page;
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

beforeAll(
  async () => {
    api = await startSanityApi({ port: 0, token: "preview-token" });
    siteDir = copySite("blog-sanity-preview-");
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    develop = spawnGatsby(siteDir, ["develop", "--host", "127.0.0.1", "--port", String(port)], {
      SANITY_PROJECT_ID: api.projectId,
      SANITY_API_HOST: api.apiHost,
      SANITY_TOKEN: api.token,
      NODE_ENV: "development",
    });
    await waitForOk(`${origin}/blog`, 10 * 60 * 1000);
    browser = await launchBrowser();
  },
  12 * 60 * 1000,
);

afterAll(async () => {
  await browser?.close();
  stopProcessGroup(develop?.child);
  await api?.close();
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

it("listens with the token and overlays drafts", () => {
  const listen = api.requests.find((request) => request.path === "/v1/data/listen/production");
  expect(listen).toMatchObject({ method: "GET", authorized: true });
  expect(api.requests.find((request) => request.path === "/v1/data/export/production")).toMatchObject({
    authorized: true,
  });
});

it("shows a draft of the open post without a reload, and keeps its text when it is published", async () => {
  const published = doc("3d1f6c2a-7b0e-4f43-9a6e-1c2b5d8e9f01");
  const page = await openMarked("/blog/why-every-saas-product-needs-a-90-second-demo/", published.title);
  const draft = {
    ...published,
    _id: `drafts.${published._id}`,
    title: `${published.title} (draft)`,
    body: [...published.body, paragraph("previewp1", "A paragraph only the draft has.")],
  };
  await mutate([{ createOrReplace: draft }]);
  await page.getByRole("heading", { level: 1, name: draft.title }).waitFor({ timeout: 60000 });
  await page.getByText("A paragraph only the draft has.").waitFor({ timeout: 60000 });
  await expect(sameDocument(page)).resolves.toBe(true);

  // Publishing as Studio does: the published document replaced, the draft deleted, one transaction.
  await mutate([{ createOrReplace: { ...draft, _id: published._id } }, { delete: { id: draft._id } }]);
  await page.waitForTimeout(8000);
  await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(draft.title);
  await expect(page.getByText("A paragraph only the draft has.").count()).resolves.toBe(1);
  await expect(sameDocument(page)).resolves.toBe(true);
});

it("reverts the open post to its published version when its draft is deleted", async () => {
  const published = doc("8a4e2b19-5c3d-4e7f-8b1a-2f6c9d0e3a12");
  const page = await openMarked("/blog/how-to-script-a-product-demo-that-converts/", published.title);
  const draft = { ...published, _id: `drafts.${published._id}`, title: `${published.title} (to be discarded)` };
  await mutate([{ createOrReplace: draft }]);
  await page.getByRole("heading", { level: 1, name: draft.title }).waitFor({ timeout: 60000 });
  await mutate([{ delete: { id: draft._id } }]);
  await page.getByRole("heading", { level: 1, name: published.title, exact: true }).waitFor({ timeout: 60000 });
  await expect(sameDocument(page)).resolves.toBe(true);
});

it("keeps a post without a slug at /blog/{id} while a draft of it exists", async () => {
  const published = doc("4f1c2a5e-8b7d-4c1e-9a3f-2d6b8e0c7a91");
  const page = await openMarked(`/blog/${published._id}/`, published.title);
  const draft = { ...published, _id: `drafts.${published._id}`, title: `${published.title} (draft without slug)` };
  await mutate([{ createOrReplace: draft }]);
  await page.getByRole("heading", { level: 1, name: draft.title }).waitFor({ timeout: 60000 });
  await expect(sameDocument(page)).resolves.toBe(true);
  const response = await fetch(`${origin}/page-data/blog/${published._id}/page-data.json`);
  expect(response.status).toBe(200);
  expect(JSON.stringify(await response.json())).toContain(draft.title);
  // /blog/drafts.<id> is no post: develop answers it with the Post Not Found page (matchPath /blog/*).
  const draftPath = (await (await fetch(`${origin}/page-data/blog/drafts.${published._id}/page-data.json`)).json()) as {
    componentChunkName: string;
  };
  expect(draftPath.componentChunkName).toMatch(/blog-post-not-found/);
});

it("lists a newly created post on the open /blog page without a restart", async () => {
  const { page } = await openPage(await browser!.newContext({ viewport: viewports.desktop }));
  await page.goto(`${origin}/blog/`);
  await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 120000 });
  const title = "A Post Written While The Preview Was Open";
  await mutate([
    {
      createOrReplace: {
        _id: "preview-new-post",
        _type: "post",
        title,
        slug: { _type: "slug", current: "a-post-written-while-the-preview-was-open" },
        publishedAt: new Date().toISOString(),
        excerpt: "Created through the mutate endpoint.",
        body: [paragraph("newp1", "Fresh from the editor.")],
      },
    },
  ]);
  await page.getByText(title).first().waitFor({ timeout: 60000 });
  await waitForOk(`${origin}/blog/a-post-written-while-the-preview-was-open`, 60000);
});
