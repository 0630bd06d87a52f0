import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

import { chromiumFlags, chromiumPath } from "../../scripts/lib/chromium.mjs";


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
export async function openPage(
  context: BrowserContext,
): Promise<{ page: Page; errors: PageErrors }> {
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
