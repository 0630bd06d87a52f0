import type { Browser } from "playwright-core";

import { firstLoadJs, kb } from "../scripts/built-site/first-load-js.ts";
import { measureJsBeforeInteraction } from "../scripts/bench/js-before-interaction.ts";
import { baseUrl, launchBrowser, viewports } from "./support/browser";
import { loadBuiltPages, publicDir } from "./support/built-site";

/** JavaScript budgets, gzip -9: the home page, and every other route. */
const homeBudgetBytes = 90 * 1024;
const routeBudgetBytes = 100 * 1024;
const budgetFor = (route: string): number => (route === "/" ? homeBudgetBytes : routeBudgetBytes);

const pages = loadBuiltPages();

describe("JavaScript budget, build level (the HTML's scripts and the page's chunk group)", () => {
  it.each(pages.map((page) => [page.route, page.file]))("%s stays within budget", (route, file) => {
    const { totalBytes, scripts } = firstLoadJs(publicDir, file, route);
    if (totalBytes > budgetFor(route)) {
      const detail = scripts.map((script) => `${kb(script.bytes)} KB ${script.name}`).join(", ");
      throw new Error(`${route}: ${kb(totalBytes)} KB > ${kb(budgetFor(route))} KB (${detail})`);
    }
    expect(totalBytes).toBeLessThanOrEqual(budgetFor(route));
  });
});

describe("JavaScript before interaction (every script fetched until the network is quiet, no input)", () => {
  let browser: Browser;
  const rows: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
    console.log(
      [
        "JavaScript before interaction, KB gzip -9",
        "| route | phone | desktop | budget |",
        "|---|---:|---:|---:|",
        ...rows,
      ].join("\n"),
    );
  });

  // Both a phone (Lighthouse's mobile preset, the reference) and a desktop: a taller
  // window puts more of a page at the initial scroll position, where near-view loading counts.
  const sizes = [
    ["phone", viewports.mobile],
    ["desktop", viewports.desktop],
  ] as const;
  it.each(pages.map((page) => [page.route]))("%s stays within budget on a phone and on a desktop", async (route) => {
    // Both sizes at once, each in its own context (its own cache): the measurement is mostly
    // waiting for the network to stay quiet, and the two loads share nothing.
    const measured = await Promise.all(
      sizes.map(async ([, viewport]) => {
        const context = await browser.newContext({ viewport });
        try {
          return await measureJsBeforeInteraction(await context.newPage(), `${baseUrl()}${route}`, { root: publicDir });
        } finally {
          await context.close();
        }
      }),
    );
    rows.push(
      `| ${route} | ${measured.map((result) => kb(result.totalBytes)).join(" | ")} | ${kb(budgetFor(route))} |`,
    );
    measured.forEach(({ totalBytes, scripts }, index) => {
      if (totalBytes > budgetFor(route)) {
        const detail = scripts.map((script) => `${kb(script.bytes)} KB ${script.name}`).join(", ");
        throw new Error(
          `${route} on a ${sizes[index]?.[0] ?? ""}: ${kb(totalBytes)} KB > ${kb(budgetFor(route))} KB before interaction (${detail})`,
        );
      }
      // A measurement that saw no script at all would prove nothing.
      expect(scripts.length).toBeGreaterThan(0);
    });
  });
});
