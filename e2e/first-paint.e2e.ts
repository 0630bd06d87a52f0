import type { Browser } from "playwright-core";

import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const gatsbyChunk = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/;

interface FirstFrameTimings {
  firstFrame: number;
  chunkStarts: Array<{ chunk: string; start: number }>;
}

// A phone, as Lighthouse's reference and most visitors; the routes cover each page kind.
describe.each(["/", "/blog", "/blog/measuring-video-roi-for-saas", "/pricing", "/script-generator"])(
  "first paint on %s",
  (route) => {
    it("draws the prerendered page before requesting any of Gatsby's chunks, then hydrates", async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      const { page, errors } = await openPage(context);
      // Runs before any of the page's own scripts: its callback marks the first frame.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
        });
      });
      await page.goto(`${baseUrl()}${route}`);
      await waitForHydration(page);
      const timings = await page.evaluate((pattern): FirstFrameTimings => {
        const chunk = new RegExp(pattern);
        return {
          firstFrame: (window as unknown as { firstFrameAt: number }).firstFrameAt,
          chunkStarts: performance
            .getEntriesByType("resource")
            .filter((entry) => chunk.test(new URL(entry.name).pathname))
            .map((entry) => ({ chunk: new URL(entry.name).pathname, start: entry.startTime })),
        };
      }, gatsbyChunk.source);

      expect(timings.chunkStarts.map((entry) => entry.chunk.replace(/-[0-9a-f]+\.js$/, "")).sort()).toEqual([
        "/app",
        "/framework",
        "/webpack-runtime",
      ]);
      const early = timings.chunkStarts.filter((entry) => entry.start < timings.firstFrame);
      expect(early).toEqual([]);
      expect(errors.uncaught).toEqual([]);
      await context.close();
    });
  },
);
