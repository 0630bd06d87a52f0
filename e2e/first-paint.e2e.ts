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

interface FirstPaintTimings {
  firstFrame: number;
  /** When the largest paint (Largest Contentful Paint's final candidate) was on screen. */
  largestPaint: number;
  chunkStarts: Array<{ chunk: string; start: number }>;
}

// A phone, as Lighthouse's reference and most visitors; the routes cover each page kind. Each
// is loaded three times: on a busy phone the parser can yield early and paint the header alone,
// which a loader that misread it took for the page's largest paint in about one load in twelve.
describe.each(["/", "/blog", "/blog/measuring-video-roi-for-saas", "/pricing", "/script-generator"])(
  "first paint on %s",
  (route) => {
    it.each([1, 2, 3])(
      "load %i shows the prerendered page's largest paint before requesting any of Gatsby's chunks, then hydrates",
      async () => {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          hasTouch: true,
          isMobile: true,
        });
        const { page, errors } = await openPage(context);
        // Runs before any of the page's own scripts: its callback marks the first frame.
        await page.addInitScript(() => {
          requestAnimationFrame(() => {
            (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
          });
        });
        await page.goto(`${baseUrl()}${route}`);
        await waitForHydration(page);
        const timings = await page.evaluate(async (pattern): Promise<FirstPaintTimings> => {
          const chunk = new RegExp(pattern);
          const largestPaints = await new Promise<number[]>((resolve) => {
            new PerformanceObserver((list) => resolve(list.getEntries().map((entry) => entry.startTime))).observe({
              type: "largest-contentful-paint",
              buffered: true,
            });
          });
          return {
            firstFrame: (window as unknown as { firstFrameAt: number }).firstFrameAt,
            largestPaint: Math.max(...largestPaints),
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
        // Lighthouse's model counts what finished before the largest paint as needed for it.
        const early = timings.chunkStarts.filter(
          (entry) => entry.start < Math.max(timings.firstFrame, timings.largestPaint),
        );
        expect(early).toEqual([]);
        expect(errors.uncaught).toEqual([]);
        await context.close();
      },
    );
  },
);
