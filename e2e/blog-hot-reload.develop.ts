/**
 * An editor's change to the bundled export (and to the site's JSON content) shows up in
 * the open page under `gatsby develop`, without a restart or a reload.
 * Runs develop in a temporary copy of the site so .cache/ and public/ of the
 * working tree (which the other browser tests read) stay untouched.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { Browser } from "playwright-core";

import { bundledPosts } from "./support/blog-content";
import { launchBrowser, openPage, viewports } from "./support/browser";
import { copySite, freePort, spawnGatsby, stopProcessGroup } from "./support/temp-site";

let siteDir: string;
let develop: ReturnType<typeof spawnGatsby> | undefined;
let browser: Browser | undefined;
let port = 0;
const output = (): string => develop?.output() ?? "";

async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (develop?.child.exitCode != null) throw new Error(`gatsby develop exited:\n${output().slice(-3000)}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 2000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output().slice(-3000)}`);
}

beforeAll(() => {
  siteDir = copySite("blog-develop-");
});

afterAll(async () => {
  await browser?.close();
  stopProcessGroup(develop?.child);
  rmSync(siteDir, { recursive: true, force: true });
});

it("updates the open post page when its title changes in the export", async () => {
  const post = bundledPosts().find((candidate) => candidate.published)!;
  port = await freePort();
  develop = spawnGatsby(siteDir, ["develop", "--host", "127.0.0.1", "--port", String(port)], {
    NODE_ENV: "development",
  });
  const url = `http://127.0.0.1:${port}${post.path}`;
  await waitForOk(url, 8 * 60 * 1000);

  browser = await launchBrowser();
  const { page } = await openPage(await browser.newContext({ viewport: viewports.desktop }));
  await page.goto(url);
  await page.getByRole("heading", { level: 1, name: post.title }).waitFor({ timeout: 120000 });
  // Survives only if the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const exportPath = join(siteDir, "content/blog/data.ndjson");
  const newTitle = `${post.title} (updated by an editor)`;
  const edited = readFileSync(exportPath, "utf8").replace(JSON.stringify(post.title), JSON.stringify(newTitle));
  writeFileSync(exportPath, edited);

  await page.getByRole("heading", { level: 1, name: newTitle }).waitFor({ timeout: 120000 });
  await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(
    true,
  );
  expect(output()).toContain("export changed: re-sourced");
});

it("previews drafts and scheduled posts, which production builds leave out", async () => {
  const unpublished = bundledPosts().filter((post) => !post.published);
  expect(unpublished.length).toBeGreaterThanOrEqual(2);
  const { page } = await openPage(await browser!.newContext({ viewport: viewports.desktop }));
  for (const post of unpublished) {
    await page.goto(`http://127.0.0.1:${port}${post.path}`);
    await page.getByRole("heading", { level: 1, name: post.title }).waitFor({ timeout: 120000 });
    const notice = page.getByText("Draft preview: this post is not published.");
    await expect(notice.count()).resolves.toBe(post.id.startsWith("drafts.") ? 1 : 0);
  }
});

it("updates the open career page when a position changes in the site content", async () => {
  const { page } = await openPage(await browser!.newContext({ viewport: viewports.desktop }));
  await page.goto(`http://127.0.0.1:${port}/career/`);
  await page.getByRole("heading", { level: 3, name: "Video Editor" }).waitFor({ timeout: 120000 });
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const contentPath = join(siteDir, "content/site/career-positions.json");
  writeFileSync(
    contentPath,
    readFileSync(contentPath, "utf8").replace('"title": "Video Editor"', '"title": "Senior Video Editor"'),
  );

  await page.getByRole("heading", { level: 3, name: "Senior Video Editor" }).waitFor({ timeout: 120000 });
  await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(
    true,
  );
});
