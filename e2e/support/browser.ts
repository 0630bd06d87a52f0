import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";

import { chromiumFlags, chromiumPath } from "../../scripts/machine/chromium.ts";

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
} as const;

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set; run browser tests through jest.e2e.config.js.");
  return url;
}

/** Playwright gives every launch a fresh temporary profile (user-data dir). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

export interface PageErrors {
  uncaught: string[];
  console: string[];
}

/** A new page that records uncaught errors and console errors. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: PageErrors }> {
  const page = await context.newPage();
  const errors: PageErrors = { uncaught: [], console: [] };
  page.on("pageerror", (error) => errors.uncaught.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.console.push(message.text());
  });
  return { page, errors };
}

/** Waits until Gatsby's client runtime has hydrated the page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
    timeout: 15000,
  });
}

/**
 * Resolves once the element has focus, failing after 5 s. A Radix dialog hands focus back to its
 * opener in a task after it leaves the page, so reading the focus at once races that task (seen on
 * a loaded machine).
 */
export async function focusReturnsTo(locator: Locator): Promise<void> {
  const element = await locator.elementHandle();
  try {
    await locator.page().waitForFunction((target) => target === document.activeElement, element, { timeout: 5000 });
  } catch {
    const focused = await locator.page().evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? "nothing");
    throw new Error(`Focus did not return to ${locator.toString()} within 5 s; focused: ${focused}`);
  }
}
