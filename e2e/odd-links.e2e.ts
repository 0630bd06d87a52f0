import type { Browser } from "playwright-core";

import { baseUrl, launchBrowser, openPage, viewports, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** SPEC: the not-found page logs the missing path to the console; that line is the page working, not an error. */
const notFoundLog = /^404 Error: User attempted to access non-existent route:/;

describe("links people really share", () => {
  it.each([
    ["/#50%off", "Quero participar do evento exclusivo"],
    ["/#%", "Quero participar do evento exclusivo"],
    ["/pricing#%", "Simple, Transparent Pricing"],
    ["/pricing#%E0%A4%A", "Simple, Transparent Pricing"],
  ])("%s renders the page with no uncaught error", async (path, text) => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}${path}`);
    await waitForHydration(page);
    // The hash is scrolled to 100 ms after hydration; give it time to throw if it would.
    await page.waitForTimeout(400);
    await expect(page.getByText(text).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole("alert").filter({ hasText: "Something went wrong" }).count()).resolves.toBe(0);
    expect(errors.uncaught).toEqual([]);
    // External media hosts are unreachable on a test machine; any other console error counts.
    expect(errors.console.filter((line) => !line.startsWith("Failed to load resource"))).toEqual([]);
    await context.close();
  });

  it("an unknown nested path hydrates the not-found page with no console error", async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    const response = await page.goto(`${baseUrl()}/no-such-section/deeper-page`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    await expect(page.getByText("Oops! Page not found").isVisible()).resolves.toBe(true);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.innerText()).resolves.toMatch(/^Home\s*\/?\s*Page not found$/);
    expect(errors.uncaught).toEqual([]);
    // The document itself answers 404 (Chromium logs that as a failed resource); nothing else may.
    const unexpected = errors.console.filter((line) => !notFoundLog.test(line) && !line.includes("status of 404"));
    expect(unexpected).toEqual([]);
    expect(errors.console.some((line) => notFoundLog.test(line))).toBe(true);
    await context.close();
  });
});
