#!/usr/bin/env node
// The README's screenshots, made from a build rather than by hand: serves an existing public/
// the way the CDN does, opens the home page and the newest blog post in Debian's Chromium at a
// desktop viewport, and writes docs/screenshots/home.png and post.png.
//
//   LOCAL_BACKEND=1 npx gatsby build && npm run screenshots
//
// The PNGs are palette-quantised with sharp (already installed for images): a 1280×800 page
// shot drops from several hundred KB to well under 200 KB, which keeps the repository small.
import { existsSync, mkdirSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";

import { chromium } from "playwright-core";
import type { Page } from "playwright-core";
import sharp from "sharp";

import { chromiumFlags, chromiumPath } from "./machine/chromium.ts";
import { createStaticServer } from "./hosts/static-server.ts";

const root = resolve(process.env.PUBLIC_DIR ?? "public");
const outDir = resolve(import.meta.dirname, "../docs/screenshots");
const viewport = { width: 1280, height: 800 };

function listen(server: Server): Promise<string> {
  return new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

/** The first post the blog list links to (the list is newest first). */
async function newestPostPath(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/blog`, { waitUntil: "load" });
  const href = await page.$$eval("main a[href^='/blog/']", (links) =>
    links.map((link) => link.getAttribute("href")).find(Boolean),
  );
  if (!href) throw new Error("/blog links to no post; is public/ a full build?");
  return href;
}

/** Waits until the page is as a visitor sees it settled: hydrated, fonts and visible images loaded. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 30000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const visible = [...document.images].filter((image) => image.getBoundingClientRect().top < window.innerHeight);
    await Promise.all(visible.map((image) => image.decode().catch(() => undefined)));
  });
}

async function shoot(page: Page, url: string, file: string): Promise<void> {
  await page.goto(url, { waitUntil: "load" });
  await settle(page);
  const png = await page.screenshot({ type: "png" });
  const path = join(outDir, file);
  const info = await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toFile(path);
  console.log(`${path}: ${info.width}×${info.height}, ${(info.size / 1024).toFixed(0)} KB`);
}

async function main() {
  if (!existsSync(join(root, "index.html"))) {
    throw new Error(`${root} has no index.html; build first: LOCAL_BACKEND=1 npx gatsby build`);
  }
  mkdirSync(outDir, { recursive: true });
  const server = createStaticServer({ root });
  const origin = await listen(server);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    // Reduced motion: the press strip and smooth scrolling hold still, so each run gives the same picture.
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
      colorScheme: "light",
    });
    const page = await context.newPage();
    await shoot(page, `${origin}/`, "home.png");
    await shoot(page, `${origin}${await newestPostPath(page, origin)}`, "post.png");
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
