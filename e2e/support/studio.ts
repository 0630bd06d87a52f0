import { createServer, type Server } from "node:http";

import type { Browser, BrowserContext, Page } from "playwright-core";
import sirv from "sirv";

import { studioTokenEntry } from "../../scripts/sanity-tools/studio-login.ts";

/** Serves a built Studio as a static host does: its files, index.html for every other path (the Studio routes in the browser). */
export async function serveStudio(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const files = sirv(dir, { single: true, dev: false, etag: true });
  const server: Server = createServer((request, response) => files(request, response));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) };
}

/**
 * A browser context logged in to the Studio by token (Sanity's token login: the token in
 * localStorage). The local API's certificate is made at its start, so the context accepts it
 * as an editor does once in the browser.
 */
export async function loggedInContext(
  browser: Browser,
  { projectId, token }: { projectId: string; token: string },
): Promise<BrowserContext> {
  // UTC: the Studio shows dates in the browser's time zone.
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 1600, height: 1000 },
    timezoneId: "UTC",
  });
  const { key, value } = studioTokenEntry(projectId, token);
  await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), { key, value });
  return context;
}

/** One entry per request of the page that failed or was answered with an error status. */
export function recordFailedRequests(page: Page, into: string[]): void {
  page.on("requestfailed", (request) =>
    into.push(`${request.method()} ${request.url()} (${request.failure()?.errorText ?? "failed"})`),
  );
  page.on("response", (response) => {
    if (response.status() >= 400) into.push(`${response.request().method()} ${response.url()} (${response.status()})`);
  });
  page.on("websocket", (socket) =>
    socket.on("socketerror", (error) => into.push(`WebSocket ${socket.url()} (${error})`)),
  );
}

/**
 * Sanity's lists block the pointer until the mouse moves over them (so a list appearing under
 * a resting pointer does not steal a hover); move it over the element first, as a hand does.
 */
export async function clickAfterHover(page: Page, target: ReturnType<Page["locator"]>): Promise<void> {
  await target.waitFor();
  const box = await target.boundingBox();
  if (box) {
    await page.mouse.move(box.x + 4, box.y + 4);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
  }
  await target.click();
}
