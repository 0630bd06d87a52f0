/**
 * Marketing pages in use: anchors on load and from another page, the home page's media under
 * reduced motion, provider scripts on /video-production, the case-study video modal and the ROI
 * calculator (split from marketing-pages.e2e.ts, which checks each page's content).
 */
import type { Browser, Page } from "playwright-core";

import { axeViolations } from "./support/axe";
import { baseUrl, launchBrowser, viewports } from "./support/browser";
import { visitSite } from "./support/site-visit";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const visit = (path: string, options?: Parameters<typeof visitSite>[2]) => visitSite(browser, path, options);

async function settledTop(page: Page, selector: string): Promise<number> {
  let last = Number.NaN;
  for (let i = 0; i < 40; i += 1) {
    await page.waitForTimeout(150);
    const top = await page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
    if (Math.abs(top - last) < 1) return top;
    last = top;
  }
  return last;
}

describe("home anchors", () => {
  it.each(["services", "how-it-works"])("/#%s lands on its section on load", async (id) => {
    const { page } = await visit(`/#${id}`);
    const top = await settledTop(page, `#${id}`);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(140);
    await page.context().close();
  });

  it("the header's How It Works link lands on #how-it-works from another page", async () => {
    const { page } = await visit("/about");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How It Works" }).click();
    await page.waitForURL(`${baseUrl()}/#how-it-works`);
    const top = await settledTop(page, "#how-it-works");
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(140);
    await page.context().close();
  });

  it("prerenders the anchors in the HTML", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toContain('id="services"');
    expect(html).toContain('id="how-it-works"');
  });

  it("carries Organization and Service structured data on home and FAQPage on /about", async () => {
    const types = async (path: string) => {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
        (match) => (JSON.parse(match[1] ?? "{}") as { "@type": string })["@type"],
      );
    };
    await expect(types("/")).resolves.toEqual(expect.arrayContaining(["Organization", "Service"]));
    await expect(types("/about")).resolves.toContain("FAQPage");
  });
});

describe("home media", () => {
  it("loads the hero video once, the sales letter only near view, and nothing shifts", async () => {
    const { page, errors } = await visit("/");
    await page.evaluate(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // The hero is in view: its player arrives once the page is idle, exactly once.
    await page.locator("wistia-player").first().waitFor({ state: "attached" });
    await expect(page.locator("wistia-player").count()).resolves.toBe(1);
    await expect(page.locator("vturb-smartplayer").count()).resolves.toBe(0);
    // The provider's script cannot come here, so the element stays undefined: its swatch, blurred.
    const placeholder = await page
      .locator("wistia-player")
      .first()
      .evaluate((element) => ({
        filter: getComputedStyle(element).filter,
        image: getComputedStyle(element).backgroundImage,
      }));
    expect(placeholder.filter).toBe("blur(5px)");
    expect(placeholder.image).toMatch(/^url\("https:\/\/fast\.wistia\.com\/embed\/medias\/[\w-]+\/swatch"\)$/);
    const heroBox = await page.getByTestId("hosted-video").first().boundingBox();
    for (let y = 0; y < 6; y += 1) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(200);
    }
    await expect(page.locator("vturb-smartplayer").count()).resolves.toBe(1);
    await expect(page.locator('script[src*="fast.wistia.com/player.js"]').count()).resolves.toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    expect(await page.getByTestId("hosted-video").first().boundingBox()).toEqual(heroBox);
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.1);
    expect(errors.uncaught).toEqual([]);
    await page.context().close();
  });

  it("stops the press strip under prefers-reduced-motion and hides the duplicate logos", async () => {
    const { page } = await visit("/", { reducedMotion: "reduce", viewport: viewports.mobile });
    const strip = page.getByRole("region", { name: "Na imprensa" });
    await expect(strip.getByRole("img").count()).resolves.toBe(7);
    const animation = await strip
      .locator("ul")
      .first()
      .evaluate((list) => getComputedStyle(list.parentElement!).animationName);
    expect(animation).toBe("none");
    await page.context().close();
  });
});

describe("/video-production provider scripts", () => {
  it("are added on entering and removed after a client-side navigation away", async () => {
    const { page, errors } = await visit("/video-production");
    await expect(page.locator('head script[src="https://fast.wistia.com/player.js"]').count()).resolves.toBe(1);
    await expect(page.locator('head script[src^="https://fast.wistia.com/embed/"]').count()).resolves.toBe(4);
    await expect(page.getByTestId("hosted-video").count()).resolves.toBe(4);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await page.waitForURL(`${baseUrl()}/about/`);
    // The old page unmounts once the new one has rendered, a moment after the URL changes.
    await page.waitForFunction(() => document.head.querySelectorAll("[data-video-provider]").length === 0, null, {
      timeout: 5000,
    });
    expect(errors.uncaught).toEqual([]);
    await page.context().close();
  });
});

describe("case-study video modal", () => {
  it("opens a tile's video in a dialog and closes it with Escape", async () => {
    const { page, errors } = await visit("/case-studies");
    await page.getByRole("button", { name: "Watch the Ledgerly story" }).click();
    const dialog = page.getByRole("dialog", { name: "Ledgerly: +212% trials" });
    await dialog.waitFor();
    await expect(dialog.getByTestId("hosted-video").isVisible()).resolves.toBe(true);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(errors.uncaught).toEqual([]);
    await page.context().close();
  });
});

describe("ROI calculator in the browser", () => {
  it("explains bad input inline and never shows NaN or Infinity", async () => {
    const { page } = await visit("/pricing", { viewport: viewports.mobile });
    const field = page.getByRole("textbox", { name: "Video investment (USD)" });
    // The calculator's code comes with this first input (until then it is the prerendered HTML);
    // what was typed is handed to it once it is in.
    await field.fill("abc");
    await page.getByText("The video investment must be a number, like 5000.").waitFor();
    await field.fill("0");
    await expect(page.getByText("The video investment must be greater than zero.").isVisible()).resolves.toBe(true);
    await page.getByRole("button", { name: "Qual é o retorno médio da estratégia?" }).click();
    await expect(axeViolations(page)).resolves.toEqual([]);
    const text = await page.locator("main").innerText();
    expect(text).not.toMatch(/NaN|Infinity/);
    await field.fill("5000");
    await expect(page.getByText("+500%").isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});
