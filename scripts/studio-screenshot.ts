#!/usr/bin/env node
// The Studio screenshots of docs/editors.md: the Studio built by its own CLI against the local
// Sanity API over the bundled export, logged in by token in Chromium (time zone UTC), with
// docs/screenshots/studio-body-media.png: the bundled post that has a picture and a video, open at its body;
// docs/screenshots/studio-scheduled.png: the Posts list, each row with its post's state, the scheduled post open.
// `node scripts/studio-screenshot.ts` (a few minutes: `sanity build` runs first).
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { chromium } from "playwright-core";
import type { Browser } from "playwright-core";
import sirv from "sirv";

import { chromiumFlags, chromiumPath } from "./machine/chromium.ts";
import { runSanityCli, localStudioCliEnv } from "./sanity-tools/sanity-cli.ts";
import { studioTokenEntry } from "./sanity-tools/studio-login.ts";
import { startSanityApi } from "../local-sanity/server.ts";

const mediaPostId = "9c3e7b1a-6d2f-4e8a-b5c4-1f0a2e3d4c5b";
const scheduledPostId = "7e0f5a2c-1b3d-4e4f-86a9-0a2b7d8e1f90";
const mediaShot = resolve("docs/screenshots/studio-body-media.png");
const scheduledShot = resolve("docs/screenshots/studio-scheduled.png");
const token = "screenshot-token";

const api = await startSanityApi({ port: 0, token });
const dist = mkdtempSync(join(tmpdir(), "studio-shot-"));
let server: Server | undefined;
let browser: Browser | undefined;
try {
  const env = localStudioCliEnv(api, "http://127.0.0.1:8000");
  await runSanityCli(["build", dist, "--yes"], env);
  const files = sirv(dist, { single: true, dev: false });
  const listening = createServer((request, response) => files(request, response));
  server = listening;
  await new Promise<void>((done) => listening.listen(0, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;

  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 900 },
    timezoneId: "UTC",
  });
  const { key, value } = studioTokenEntry(api.projectId, token);
  await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), { key, value });
  const page = await context.newPage();
  /** Waits until every picture in view has loaded (the local API serves them). */
  const picturesLoaded = () =>
    page.waitForFunction(
      () => [...document.images].every((img) => img.complete && (img.naturalWidth > 0 || !img.getAttribute("src"))),
      null,
      { timeout: 60_000 },
    );

  await page.goto(`${origin}/structure/post;${mediaPostId}`);
  const body = page.getByTestId("field-body");
  await body.waitFor({ timeout: 180_000 });
  // The picture block, then the video block, in view together.
  const video = body.getByText(/Demo cut, version 3/).first();
  await video.waitFor({ timeout: 60_000 });
  await body
    .getByText(/The storyboard for a 90-second demo/)
    .first()
    .scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 250);
  await page.waitForLoadState("networkidle").catch(() => {});
  await picturesLoaded();
  await page.screenshot({ path: mediaShot });
  console.log(`Wrote ${mediaShot}`);

  await page.goto(`${origin}/structure/post;${scheduledPostId}`);
  await page.getByText("Scheduled for Jan 6, 2030, 09:00 UTC", { exact: true }).first().waitFor({ timeout: 180_000 });
  // The list's rows say each post's state too: a live post's and the never-published draft's.
  await page
    .getByText(/^Live since /)
    .first()
    .waitFor({ timeout: 60_000 });
  await page
    .getByText(/^Draft: not published/)
    .first()
    .waitFor({ timeout: 60_000 });
  await page.waitForLoadState("networkidle").catch(() => {});
  await picturesLoaded();
  await page.screenshot({ path: scheduledShot });
  console.log(`Wrote ${scheduledShot}`);
} finally {
  await browser?.close();
  server?.close();
  await api.close();
  rmSync(dist, { recursive: true, force: true });
}
