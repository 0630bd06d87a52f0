import type { Browser, Page } from "playwright-core";

import { clickUntilVisible, type FirstClickScenario, firstClickScenarios, hoverAndPrefetch } from "../scripts/lib/first-click.mjs";
import { baseUrl, launchBrowser, openPage, type PageErrors, viewports, waitForHydration } from "./support/browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** What each dialog does once open: the quiz moves on to question 2; the Copy dialog asks for name and email. */
const usesTheDialog: Record<string, (page: Page) => Promise<void>> = {
  "lead quiz": async (page) => {
    await page.getByRole("radio", { name: "Tenho capital e quero a direção correta" }).click();
    await page.getByText("Pergunta 2 de 4").waitFor();
  },
  "Copy dialog": async (page) => {
    const dialog = page.getByRole("dialog", { name: "Copy Script" });
    await dialog.getByRole("button", { name: "Copy Script" }).click();
    await dialog.getByRole("alert").getByText("Please enter your name and email").waitFor();
  },
};

async function openScenario(scenario: FirstClickScenario): Promise<{ page: Page; errors: PageErrors; scripts: string[] }> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  const { page, errors } = await openPage(context);
  await page.goto(`${baseUrl()}${scenario.path}`);
  await waitForHydration(page);
  await scenario.prepare(page);
  await page.waitForLoadState("networkidle");
  // Scripts requested from here on: what the click (or hover) itself had to fetch.
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return { page, errors, scripts };
}

describe.each(firstClickScenarios)("first click on '$button' ($path)", (scenario) => {
  it("opens the dialog and it works when nothing hovered or focused the button first", async () => {
    const { page, errors, scripts } = await openScenario(scenario);
    await clickUntilVisible(page, scenario);
    // The dialog's code was not preloaded: the click itself had to fetch it.
    expect(scripts.length).toBeGreaterThan(0);
    await usesTheDialog[scenario.name]?.(page);
    expect(errors.uncaught).toEqual([]);
    await page.context().close();
  });

  it("opens the dialog with no further download after a hover, and it works", async () => {
    const { page, errors, scripts } = await openScenario(scenario);
    const button = page.getByRole("button", { name: scenario.button });
    await expect(hoverAndPrefetch(page, scenario)).resolves.toBeGreaterThan(0);
    const fetchedOnHover = scripts.length;
    await button.click();
    await page.getByRole("dialog").getByText(scenario.visibleText).first().waitFor();
    expect(scripts.length).toBe(fetchedOnHover);
    await usesTheDialog[scenario.name]?.(page);
    expect(errors.uncaught).toEqual([]);
    await page.context().close();
  });
});
