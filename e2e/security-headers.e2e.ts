import type { Browser, Page } from "playwright-core";

import { baseUrl, launchBrowser, openPage, viewports, waitForHydration } from "./support/browser";
import { loadBuiltPages } from "./support/built-site";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Collects securitypolicyviolation events from the moment the document starts. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

describe("security headers", () => {
  it("are sent with every page", async () => {
    const response = await fetch(`${baseUrl()}/about/`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{8}/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
  });

  it("are sent with the not-found page too", async () => {
    const response = await fetch(`${baseUrl()}/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'self'/);
  });

  const builtRoutes = loadBuiltPages()
    .map((page) => page.route)
    .filter((route) => route !== "/404/");

  it.each(builtRoutes)("%s runs under the policy with 0 violations and 0 uncaught errors", async (path) => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    const violations = await recordCspViolations(page);
    await page.goto(`${baseUrl()}${path}`);
    await waitForHydration(page);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    await expect(violations()).resolves.toEqual([]);
    expect(errors.uncaught).toEqual([]);
    await context.close();
  });

  it("lets the lead quiz open and load its code with 0 violations", async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    const violations = await recordCspViolations(page);
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Quero participar do evento exclusivo" }).first().click();
    const quiz = page.getByRole("dialog", { name: "Descubra se o evento é para você" });
    await quiz.waitFor();
    await quiz.getByRole("radio").first().click();
    await expect(violations()).resolves.toEqual([]);
    expect(errors.uncaught).toEqual([]);
    await context.close();
  });

  it("lets a generator's copy dialog open with 0 violations", async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    const violations = await recordCspViolations(page);
    await page.goto(`${baseUrl()}/youtube-script-generator`);
    await waitForHydration(page);
    await page.getByLabel("Video Topic").fill("Onboarding emails");
    await page.getByLabel("Video Type").selectOption({ label: "Tutorial" });
    await page.getByLabel("Video Duration").selectOption({ label: "5-8 minutes" });
    await page.getByRole("button", { name: "Generate Script" }).click();
    await page.getByTestId("generated-script").waitFor();
    await page.getByRole("button", { name: "Copy the script" }).click();
    await page.getByRole("dialog", { name: "Copy Script" }).waitFor();
    await expect(violations()).resolves.toEqual([]);
    expect(errors.uncaught).toEqual([]);
    await context.close();
  });
});
