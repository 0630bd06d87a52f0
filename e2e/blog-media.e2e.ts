/**
 * A post with a picture and a video in its body, built from the bundled export: the picture
 * arrives with its alt, a srcset, a box reserved before it loads and the editor's crop; the video
 * sends nothing to its provider until the reader plays it (click, or Enter), then shows that
 * video's privacy-friendly player; nothing shifts.
 */
import type { Browser, Request } from "playwright-core";

import { baseUrl, launchBrowser, openPage, viewports, waitForHydration } from "./support/browser";
import { bodyPicture, mediaPost, orangePixels, videoProviderHost } from "./support/post-media";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The post in a fresh page, recording every request to a video provider; the providers answer with an empty page. */
async function openPost(viewport: { width: number; height: number } = viewports.desktop) {
  const context = await browser.newContext({ viewport });
  const providerRequests: string[] = [];
  context.on("request", (request: Request) => {
    const { hostname } = new URL(request.url());
    if (videoProviderHost.test(hostname)) providerRequests.push(request.url());
  });
  await context.route(videoProviderHost, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  );
  const { page, errors } = await openPage(context);
  await page.addInitScript(() => {
    (window as unknown as { shifted: number }).shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { shifted: number }).shifted += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(`${baseUrl()}${mediaPost.path}`);
  await waitForHydration(page);
  return { page, errors, providerRequests, close: () => context.close() };
}

describe("a post with a picture and a video (bundled export)", () => {
  /**
   * The body's picture at `index` as readers get it: its alt and caption, lazy, a srcset, the box
   * of the editor's crop (from width and height), and a file cut to the crop (no orange strip).
   */
  async function expectPictureShown(
    index: number,
    expected: { alt: RegExp; caption: string; croppedAspectRatio: number },
  ) {
    const { page, errors, close } = await openPost();
    const picture = await bodyPicture(page, index);
    expect(picture.alt).toMatch(expected.alt);
    expect(picture.caption).toBe(expected.caption);
    expect(picture.loading).toBe("lazy");
    expect(picture.srcset.split(",").length).toBeGreaterThanOrEqual(2);
    expect(picture.width / picture.height).toBeCloseTo(expected.croppedAspectRatio, 2);
    expect(picture.boxRatio).toBeCloseTo(expected.croppedAspectRatio, 1);
    const file = Buffer.from(await (await page.request.get(picture.currentSrc)).body());
    expect(await orangePixels(file)).toBe(0);
    expect(errors.uncaught).toEqual([]);
    await close();
  }

  it("shows the picture with its alt, a srcset, lazy loading, its caption and the editor's crop, in a box reserved before it loads", () =>
    // The box comes from width and height: the crop's 4:3, not the file's 16:9.
    expectPictureShown(0, { ...mediaPost, alt: mediaPost.imageAlt }));

  it("shows a standard Sanity image block as it shows a bodyImage: alt, caption, srcset, lazy, the crop's box, no notes strip", () =>
    // The crop keeps the last panel, 400×450 of the 1600×900 file: a portrait box.
    expectPictureShown(1, mediaPost.standardImage));

  it("reserves the picture's box even when its file never arrives", async () => {
    const context = await browser.newContext({ viewport: viewports.mobile });
    await context.route(/\/static\/.+\.(png|webp|avif|jpg)$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${mediaPost.path}`);
    const image = page.locator("main article figure img").first();
    await image.scrollIntoViewIfNeeded();
    const box = await image.boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(mediaPost.croppedAspectRatio, 1);
    await context.close();
  });

  it("asks nothing of the video provider until play is clicked, then shows that video's youtube-nocookie player", async () => {
    const { page, errors, providerRequests, close } = await openPost();
    const play = page.getByRole("button", { name: `Play video: ${mediaPost.videoCaption}` });
    await play.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState("networkidle");
    expect(providerRequests).toEqual([]);
    expect(await page.locator("main article figure").filter({ has: play }).locator("figcaption").innerText()).toBe(
      mediaPost.videoCaption,
    );

    await play.click();
    const player = page.locator(`iframe[title="${mediaPost.videoCaption}"]`);
    await expect(player.getAttribute("src")).resolves.toBe(mediaPost.embedUrl);
    await page.waitForFunction(() => document.activeElement?.tagName === "IFRAME");
    expect(providerRequests[0]).toBe(mediaPost.embedUrl);
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.1);
    expect(errors.uncaught).toEqual([]);
    await close();
  });

  it("plays from the keyboard: Tab to the play button, Enter", async () => {
    const { page, providerRequests, close } = await openPost(viewports.mobile);
    const play = page.getByRole("button", { name: `Play video: ${mediaPost.videoCaption}` });
    for (
      let presses = 0;
      presses < 40 && !(await play.evaluate((button) => button === document.activeElement));
      presses += 1
    )
      await page.keyboard.press("Tab");
    await expect(play.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    expect(providerRequests).toEqual([]);
    await page.keyboard.press("Enter");
    await expect(page.locator(`iframe[title="${mediaPost.videoCaption}"]`).getAttribute("src")).resolves.toBe(
      mediaPost.embedUrl,
    );
    await close();
  });
});
