// JavaScript before interaction, as a visitor's browser fetches it: every script the page
// requests from navigation until the network has been quiet for 1.5 s, with no input at
// all. Idle-loaded chunks and those an IntersectionObserver asks for at the initial scroll
// position count; <link rel=prefetch> downloads that are never executed do not (Chromium
// reports them as "other", not "script"). Each distinct script is counted once, gzip -9.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import type { Page, Request, Response } from "playwright-core";

import type { ScriptSize } from "../built-site/first-load-js.ts";

export const quietMs = 1500;

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** The response body: the built file for a same-origin URL (cache hits have no body to read), else the network's. */
async function scriptBody(response: Response, origin: string, root: string): Promise<Buffer> {
  const url = new URL(response.url());
  const file = join(root, decodeURIComponent(url.pathname));
  if (url.origin === origin && existsSync(file)) return readFileSync(file);
  return response.body();
}

/**
 * Loads `url` in `page` (a fresh Playwright page: empty cache, no input) and resolves with
 * each script fetched before the network went quiet for `quietMs`.
 */
export async function measureJsBeforeInteraction(
  page: Page,
  url: string,
  { root, timeoutMs = 30000 }: { root: string; timeoutMs?: number },
): Promise<{ scripts: ScriptSize[]; totalBytes: number }> {
  const origin = new URL(url).origin;
  const pending = new Set<Request>();
  const scripts = new Map<string, Promise<Buffer | null>>();
  let lastActivity = Date.now();
  const started = (request: Request) => {
    pending.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  const finished = (request: Request) => {
    ended(request);
    if (request.resourceType() !== "script" || scripts.has(request.url())) return;
    scripts.set(
      request.url(),
      request.response().then((response) => (response && response.ok() ? scriptBody(response, origin, root) : null)),
    );
  };
  page.on("request", started);
  page.on("requestfinished", finished);
  page.on("requestfailed", ended);
  try {
    await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
    const deadline = Date.now() + timeoutMs;
    while (pending.size > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline) throw new Error(`${url}: the network never went quiet for ${quietMs} ms`);
      await new Promise((done) => setTimeout(done, 100));
    }
  } finally {
    page.off("request", started);
    page.off("requestfinished", finished);
    page.off("requestfailed", ended);
  }
  const measured: ScriptSize[] = [];
  for (const [scriptUrl, body] of scripts) {
    const bytes = await body;
    if (bytes)
      measured.push({
        name: scriptUrl.startsWith(origin) ? scriptUrl.slice(origin.length) : scriptUrl,
        bytes: gzipSize(bytes),
      });
  }
  return { scripts: measured, totalBytes: measured.reduce((sum, script) => sum + script.bytes, 0) };
}
