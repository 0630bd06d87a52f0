import type { Browser, Page } from "playwright-core";

import { axeViolations } from "./support/axe";
import { baseUrl, launchBrowser, openPage, viewports, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Where the strip's moving track is, horizontally, in px. */
const trackOffset = (page: Page) =>
  page.locator("[data-track]").evaluate((track) => Math.round(track.getBoundingClientRect().left * 10) / 10);

async function openHome(reducedMotion: "reduce" | "no-preference"): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports.mobile, reducedMotion });
  const { page } = await openPage(context);
  await page.goto(`${baseUrl()}/`);
  await waitForHydration(page);
  await page.getByRole("heading", { name: "Na imprensa" }).scrollIntoViewIfNeeded();
  return page;
}

describe("the press-logo strip", () => {
  it("moves until its visible pause control is ticked, then stands still, and moves again when unticked", async () => {
    const page = await openHome("no-preference");
    const pause = page.getByRole("checkbox", { name: "Pausar os logos" });
    await expect(pause.isVisible()).resolves.toBe(true);
    const start = await trackOffset(page);
    await page.waitForTimeout(500);
    expect(await trackOffset(page)).not.toBe(start);

    await pause.click();
    await expect(pause.isChecked()).resolves.toBe(true);
    // A CSS animation pauses at its next frame (a pending pause); read it once that has happened,
    // which a busy main thread (the below-the-fold code hydrating) can put off by tens of ms.
    await page
      .locator("[data-track]")
      .evaluate((track) => Promise.all(track.getAnimations().map((animation) => animation.ready)));
    const paused = await trackOffset(page);
    await page.waitForTimeout(500);
    expect(await trackOffset(page)).toBe(paused);
    await expect(axeViolations(page)).resolves.toEqual([]);

    await pause.click();
    await page.waitForTimeout(500);
    expect(await trackOffset(page)).not.toBe(paused);
    await page.context().close();
  });

  it("stands still under reduced motion, with no pause control to offer", async () => {
    const page = await openHome("reduce");
    const start = await trackOffset(page);
    await page.waitForTimeout(500);
    expect(await trackOffset(page)).toBe(start);
    await expect(page.getByRole("checkbox", { name: "Pausar os logos" }).isVisible()).resolves.toBe(false);
    await page.context().close();
  });
});
