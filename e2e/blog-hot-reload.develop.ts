/**
 * An editor's change to the bundled export (and to the site's JSON content) shows up in
 * the open page under `gatsby develop`, without a restart or a reload.
 * Runs develop in a temporary copy of the site so .cache/ and public/ of the
 * working tree (which the other browser tests read) stay untouched.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import type { Browser } from "playwright-core";

import { bundledPosts } from "./support/blog-content";
import { launchBrowser, openPage, viewports } from "./support/browser";

const root = resolve(".");
const siteFiles = ["gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "package.json", "tsconfig.json", "src", "plugins", "static", "content"];

let siteDir: string;
let develop: ChildProcess | undefined;
let browser: Browser | undefined;
let output = "";
let port = 0;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (develop?.exitCode != null) throw new Error(`gatsby develop exited:\n${output.slice(-3000)}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 2000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output.slice(-3000)}`);
}

beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), "blog-develop-"));
  for (const file of siteFiles) cpSync(join(root, file), join(siteDir, file), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(siteDir, "node_modules"), "dir");
});

afterAll(async () => {
  await browser?.close();
  if (develop?.pid && develop.exitCode == null) process.kill(-develop.pid, "SIGTERM");
  rmSync(siteDir, { recursive: true, force: true });
});

it("updates the open post page when its title changes in the export", async () => {
  const post = bundledPosts().find((candidate) => candidate.published)!;
  port = await freePort();
  develop = spawn(join(root, "node_modules/.bin/gatsby"), ["develop", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: siteDir,
    detached: true,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NODE_ENV: "development" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  develop.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  develop.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
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
  await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true);
  expect(output).toContain("export changed: re-sourced");
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
  await page.goto(`http://127.0.0.1:${port}/career`);
  await page.getByRole("heading", { level: 3, name: "Video Editor" }).waitFor({ timeout: 120000 });
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const contentPath = join(siteDir, "content/site/career-positions.json");
  writeFileSync(contentPath, readFileSync(contentPath, "utf8").replace('"title": "Video Editor"', '"title": "Senior Video Editor"'));

  await page.getByRole("heading", { level: 3, name: "Senior Video Editor" }).waitFor({ timeout: 120000 });
  await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true);
});
