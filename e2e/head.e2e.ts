/**
 * A page's <head> (title, description, canonical, social tags, structured data, <html lang>):
 * the first load keeps the tags the build wrote, untouched (src/app/prerendered-head.ts), and a
 * client-side navigation puts the next page's in place, the same tags its own HTML holds.
 */
import type { Browser, Page } from "playwright-core";

import { baseUrl, launchBrowser, openPage, viewports, waitForHydration } from "./support/browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The page's head tags, each as its HTML, sorted (Gatsby appends a new page's in its own order). */
function liveHeadTags(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll("[data-gatsby-head]")].map((tag) => tag.outerHTML).sort());
}

/** The same tags as the build wrote them into a page's HTML, read by the browser's own parser. */
async function builtHeadTags(page: Page, path: string): Promise<{ tags: string[]; lang: string; title: string }> {
  return page.evaluate(async (url) => {
    const html = await (await fetch(url)).text();
    const built = new DOMParser().parseFromString(html, "text/html");
    return {
      tags: [...built.querySelectorAll("[data-gatsby-head]")].map((tag) => tag.outerHTML).sort(),
      lang: built.documentElement.lang,
      title: built.title,
    };
  }, `${baseUrl()}${path}`);
}

async function expectHeadOf(page: Page, path: string): Promise<void> {
  const built = await builtHeadTags(page, path);
  expect(built.tags.length).toBeGreaterThan(10);
  // After a navigation Gatsby puts the tags in from an effect: wait for the title among them.
  await page.waitForFunction((title) => document.title === title, built.title);
  await expect(liveHeadTags(page)).resolves.toEqual(built.tags);
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(built.lang);
}

describe("the page head", () => {
  it("is left as the build wrote it on a first load: no tag replaced, <html lang> not set again", async () => {
    const context = await browser.newContext({ viewport: viewports.mobile });
    const { page, errors } = await openPage(context);
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { headChanges: string[] }).headChanges = changes;
      // Only the page's own tags: chunks' scripts and Emotion's styles also come and go in <head>.
      const pageTags = (nodes: NodeList) =>
        [...nodes].filter((node) => node instanceof Element && node.hasAttribute("data-gatsby-head")).length;
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          if (record.type === "attributes") changes.push(`<${target.localName}> ${record.attributeName ?? ""} set`);
          else if (pageTags(record.addedNodes) + pageTags(record.removedNodes) > 0)
            changes.push(`${pageTags(record.addedNodes)} tags added, ${pageTags(record.removedNodes)} removed`);
        }
      });
      // From the end of parsing (the parser's own tags are no change), which is before React hydrates.
      document.addEventListener("DOMContentLoaded", () => {
        if (document.documentElement.dataset.hydrated) changes.push("hydrated before parsing ended");
        observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["lang"] });
      });
    });
    for (const path of ["/", "/privacy-policy/", "/blog/"]) {
      await page.goto(`${baseUrl()}${path}`);
      await waitForHydration(page);
      // The head's effect runs after the page's first commit; a few frames more cover it.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      const changes = await page.evaluate(() => (window as unknown as { headChanges: string[] }).headChanges);
      expect({ path, changes }).toEqual({ path, changes: [] });
      await expectHeadOf(page, path);
    }
    expect(errors.uncaught).toEqual([]);
    await context.close();
  });

  it("becomes each page's own after a client-side navigation, and the first page's again on Back", async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await expect(page.locator("script[type='application/ld+json']").count()).resolves.toBe(2);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await page.waitForURL(`${baseUrl()}/about/`);
    await expectHeadOf(page, "/about/");
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("en");

    await page.goBack();
    await page.waitForURL(`${baseUrl()}/`);
    await expectHeadOf(page, "/");
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("pt-BR");
    await expect(page.locator("script[type='application/ld+json']").count()).resolves.toBe(2);
    expect(errors.uncaught).toEqual([]);
    await context.close();
  });
});
