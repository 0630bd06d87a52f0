import type { Browser, BrowserContext, Page } from "playwright-core";

import { baseUrl, openPage, type PageErrors, viewports, waitForHydration } from "./browser";

/** Every request off the site's own origin fails, as third-party hosts do on this network. */
export async function blockThirdParties(context: BrowserContext): Promise<void> {
  const origin = new URL(baseUrl()).origin;
  await context.route("**/*", (route) =>
    route.request().url().startsWith(origin) ? route.continue() : route.abort("namenotresolved"),
  );
}

/** A hydrated page of the built site in a fresh context, third-party hosts unreachable. */
export async function visitSite(
  browser: Browser,
  path: string,
  options: { viewport?: { width: number; height: number }; reducedMotion?: "reduce" | "no-preference" } = {},
): Promise<{ page: Page; errors: PageErrors }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? viewports.desktop,
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  await blockThirdParties(context);
  const { page, errors } = await openPage(context);
  await page.goto(`${baseUrl()}${path}`);
  await waitForHydration(page);
  return { page, errors };
}
