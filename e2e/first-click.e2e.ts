import type { Browser, BrowserContext, Page, Route } from "playwright-core";

import {
  clickUntilVisible,
  type FirstClickScenario,
  firstClickScenarios,
  hoverAndPrefetch,
} from "../scripts/bench/first-click.ts";
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

async function openScenario(
  scenario: FirstClickScenario,
): Promise<{ page: Page; errors: PageErrors; scripts: string[] }> {
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

/**
 * Every script the page requests from now on is held back. `requested` waits (5 s at most) until
 * the page has asked for at least one and fails if it has not; `release` lets them all through.
 */
async function holdScripts(page: Page): Promise<{ requested: () => Promise<void>; release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\.js(\?|$)/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    requested: async () => {
      for (const deadline = Date.now() + 5000; held.length === 0 && Date.now() < deadline;)
        await page.waitForTimeout(50);
      expect(held.length).toBeGreaterThan(0);
    },
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** The page opened with its scripts held back: React cannot be listening until `release`. */
async function openWithScriptsHeld(
  context: BrowserContext,
  path: string,
): Promise<{ page: Page; errors: PageErrors; release: () => Promise<void> }> {
  const { page, errors } = await openPage(context);
  const scripts = await holdScripts(page);
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "domcontentloaded" });
  const release = async () => {
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? "not yet")).toBe("not yet");
    // The page has asked for its chunks (after its first paint, or at the first input at the latest).
    await scripts.requested();
    await scripts.release();
  };
  return { page, errors, release };
}

/**
 * A visitor who taps as soon as the page shows, before its JavaScript has run: the chunks are
 * held back until after the tap, so React cannot be listening yet. The tap must still open the
 * quiz once React arrives, and open it once.
 */
describe("a tap on 'Quero participar do evento exclusivo' before React is listening", () => {
  const devices: Array<[string, () => Promise<BrowserContext>]> = [
    [
      "a 390 px phone, by touch",
      () =>
        browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          deviceScaleFactor: 2,
        }),
    ],
    ["a 1280 px desktop, by mouse", () => browser.newContext({ viewport: viewports.desktop })],
  ];

  it.each(devices)("opens the quiz once React has hydrated, on %s", async (device, newContext) => {
    const { page, errors, release } = await openWithScriptsHeld(await newContext(), "/");
    const button = page.getByRole("button", { name: "Quero participar do evento exclusivo" }).first();
    if (device.includes("touch")) await button.tap();
    else await button.click();
    await release();
    await page.getByRole("dialog").getByText("Pergunta 1 de 4").waitFor();
    await usesTheDialog["lead quiz"]?.(page);
    expect(await page.getByRole("dialog").count()).toBe(1);
    expect(errors.uncaught).toEqual([]);
    await page.context().close();
  });
});

describe("a generator filled in and submitted before React is listening", () => {
  it("keeps what was typed and chosen, and generates the script from it", async () => {
    const { page, errors, release } = await openWithScriptsHeld(
      await browser.newContext({ viewport: viewports.desktop }),
      "/youtube-script-generator",
    );
    await page.getByLabel("Video Topic").fill("Cold Email Tips");
    await page.getByLabel("Video Type").selectOption({ label: "Tutorial" });
    await page.getByLabel("Video Duration").selectOption({ label: "8-12 minutes" });
    await page.getByLabel("Key Points").fill("Subject lines that get opened");
    await page.getByRole("button", { name: "Generate Script" }).click();
    await release();
    const script = page.getByTestId("generated-script");
    await script.waitFor({ timeout: 60000 });
    await expect(script.textContent()).resolves.toContain("Cold Email Tips");
    await expect(script.textContent()).resolves.toContain("Subject lines that get opened");
    await expect(page.getByLabel("Video Topic").inputValue()).resolves.toBe("Cold Email Tips");
    // Not submitted natively: the page was never reloaded with the form in its address.
    expect(new URL(page.url()).search).toBe("");
    expect(errors.uncaught).toEqual([]);
    await page.context().close();
  });
});

/**
 * A visitor who taps a FAQ question once the page is hydrated but before the FAQ's own code has
 * arrived (it loads near view or on the first input): every script requested after hydration
 * is held back until after the tap. React drops such a tap; the page makes it again once the
 * code is in, so the answer opens, and opens once.
 */
describe("a tap on a FAQ question before the FAQ's code has arrived", () => {
  const faqs = [
    { path: "/pricing/", question: "Qual é o retorno médio da estratégia?" },
    { path: "/", question: "Preciso operar sozinho?" },
  ];

  it.each(faqs)("opens the answer once the code is in, on $path", async ({ path, question }) => {
    const { page, errors } = await openPage(await browser.newContext({ viewport: viewports.desktop }));
    await page.goto(`${baseUrl()}${path}`);
    await waitForHydration(page);
    const scripts = await holdScripts(page);
    const button = page.getByRole("button", { name: question });
    await button.click();
    // The tap itself asked for the code, which is still held back: React could not handle it.
    await scripts.requested();
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await scripts.release();
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll("button[aria-expanded]")].some(
          (element) => element.textContent === name && element.getAttribute("aria-expanded") === "true",
        ),
      question,
      { timeout: 10000 },
    );
    // Opened once, not opened and closed again by a second click.
    await page.waitForTimeout(300);
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(page.getByRole("region", { name: question }).isVisible()).resolves.toBe(true);
    expect(errors.uncaught).toEqual([]);
    await page.context().close();
  });
});

/**
 * A visitor on a phone who types into the ROI calculator as soon as the page is hydrated, before
 * the calculator's own code has arrived (it loads on the first input): every script requested
 * after hydration is held back while they type. Once the code is in, the calculator computes
 * with what they typed, the same results as typing after it had arrived.
 */
describe("typing into the ROI calculator before its code has arrived", () => {
  const phone = () =>
    browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const investment = (page: Page) => page.getByRole("textbox", { name: "Video investment (USD)" });
  const results = (page: Page) => page.locator("#roi-results-title").locator("xpath=..").locator("dl").innerText();

  it("computes with the typed investment once the code is in", async () => {
    // What the calculator shows for 12000 once hydrated and then typed into.
    const reference = (await openPage(await phone())).page;
    await reference.goto(`${baseUrl()}/pricing/`);
    await waitForHydration(reference);
    await investment(reference).tap();
    // The calculator is hydrated: React holds its field.
    await reference.waitForFunction(() => {
      const field = document.getElementById("roi-investment");
      return field !== null && Object.keys(field).some((key) => key.startsWith("__reactFiber$"));
    });
    await investment(reference).fill("12000");
    const expected = await results(reference);
    await reference.context().close();

    const { page, errors } = await openPage(await phone());
    await page.goto(`${baseUrl()}/pricing/`);
    await waitForHydration(page);
    const prerendered = await results(page);
    expect(expected).not.toBe(prerendered);
    const scripts = await holdScripts(page);
    await investment(page).tap();
    // The tap itself asked for the calculator's code, which is still held back.
    await scripts.requested();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("12000");
    await expect(investment(page).inputValue()).resolves.toBe("12000");
    await expect(results(page)).resolves.toBe(prerendered);
    await scripts.release();
    await page.waitForFunction(
      (text) => document.querySelector("#roi-results-title")?.parentElement?.querySelector("dl")?.innerText === text,
      expected,
      { timeout: 10000 },
    );
    await expect(investment(page).inputValue()).resolves.toBe("12000");
    expect(errors.uncaught).toEqual([]);
    await page.context().close();
  });
});
