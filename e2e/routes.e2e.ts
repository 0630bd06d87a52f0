import type { Browser } from "playwright-core";

import { axeViolations } from "./support/axe";
import { baseUrl, launchBrowser, openPage, viewports, waitForHydration } from "./support/browser";
import { siteRoutes } from "./support/site-routes";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

// Two loads per route, a desktop and the narrowest phone the site supports, each checked for
// everything that size shows (one load per check was four, a quarter of the browser tests' time).
describe.each(siteRoutes)("route $path", ({ path, lang }) => {
  it("answers 200 with one h1, its language, no uncaught errors and no axe violations on a desktop", async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    const response = await page.goto(`${baseUrl()}${path}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator("h1").count()).resolves.toBe(1);
    await expect(page.locator("h1").innerText()).resolves.not.toBe("");
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe(lang);
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(errors.uncaught).toEqual([]);
    await context.close();
  });

  it("fits a 320 px wide phone without sideways scrolling, with no axe violations there", async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}${path}`);
    await waitForHydration(page);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(320);
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(errors.uncaught).toEqual([]);
    await context.close();
  });
});

describe("an unknown path", () => {
  it("answers 404 with the not-found page and logs the path", async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    const response = await page.goto(`${baseUrl()}/no-such-page`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "404" }).isVisible()).resolves.toBe(true);
    await expect(page.getByText("Oops! Page not found").isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(errors.console.some((line) => line.includes("/no-such-page"))).toBe(true);
    await context.close();
  });
});
