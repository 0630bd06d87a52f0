import type { Browser, BrowserContext, Page } from "playwright-core";

import { axeViolations } from "./support/axe";
import { baseUrl, launchBrowser, openPage, type PageErrors, viewports, waitForHydration } from "./support/browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Every request off the site's own origin fails, as third-party hosts do on this network. */
async function blockThirdParties(context: BrowserContext): Promise<void> {
  const origin = new URL(baseUrl()).origin;
  await context.route("**/*", (route) =>
    route.request().url().startsWith(origin) ? route.continue() : route.abort("namenotresolved"),
  );
}

async function visit(
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

interface PageExpectation {
  path: string;
  headings: string[];
  texts?: string[];
  ctas: string[];
}

const expectations: PageExpectation[] = [
  {
    path: "/",
    headings: ["Faça seu capital crescer com o método europeu", "Três formas de aplicar o método", "Como funciona", "Perguntas frequentes"],
    texts: ["+5000 empresários já estão nessa comunidade"],
    ctas: ["Quero participar do evento exclusivo"],
  },
  {
    path: "/about",
    headings: ["About Meridian Studio", "Our mission", "Meet the co-founders", "Why choose Meridian Studio", "Specialized in SaaS", "30-day results guarantee"],
    ctas: ["Book Your Free Consultation"],
  },
  { path: "/case-studies", headings: ["Success Stories from SaaS Companies", "Ledgerly", "DataNest"], ctas: ["Get Your Free Strategy Call"] },
  {
    path: "/case-studies/before-and-after",
    headings: ["Before and After", "GIF creation", "Before: a webcam recording"],
    ctas: ["Get Your Free Video Growth Plan"],
  },
  {
    path: "/shorts",
    headings: ["Short-Form Videos That Stop the Scroll", "Quick Feature Highlight", "Problem-Solution Story", "Customer Success Story", "Six best practices we follow", "TikTok", "LinkedIn"],
    texts: ["15-60s", "3-5 days", "10x", "0:30", "0:45", "0:35"],
    ctas: ["Get Your Shorts Package"],
  },
  {
    path: "/product-demo-videos",
    headings: ["Product Demos That Turn Trials into Customers", "Demo showcase", "Why demo videos work"],
    ctas: ["Get Your Product Demo"],
  },
  {
    path: "/pricing",
    headings: ["Simple, Transparent Pricing", "Video ROI calculator", "Perguntas frequentes"],
    texts: ["$186,667", "+500%", "Break even in 1 month"],
    ctas: ["Get Your Free Video Growth Plan"],
  },
  {
    path: "/career",
    headings: ["Open Positions", "Video Editor", "Content Strategist", "Don't See Your Role?"],
    texts: ["Full-time", "Part-time"],
    ctas: ["Apply Now for Video Editor", "Apply Now for Content Strategist", "Get in Touch"],
  },
  { path: "/privacy-policy", headings: ["Privacy Policy", "Payments"], texts: ["Effective date: 1 June 2025"], ctas: [] },
  { path: "/terms-of-service", headings: ["Terms of Service", "Governing law"], texts: ["Effective date: 1 June 2025"], ctas: [] },
  { path: "/cookie-policy", headings: ["Cookie Policy", "No cookie banner"], texts: ["Effective date: 1 June 2025"], ctas: [] },
  {
    path: "/youtube-strategy",
    headings: ["How Five SaaS Brands Win on YouTube", "Final thoughts"],
    ctas: ["Get Your Free Video Growth Plan"],
  },
  {
    path: "/video-production",
    headings: ["Premium Video Production That Grows Your SaaS", "Our Signature Work", "Webinars", "Sport Coaches", "Product", "Ads", "Cinematic Quality", "Fast Delivery", "Dedicated Team", "Award Winning", "01 Discovery", "02 Creation", "03 Delivery"],
    texts: ["Serving clients worldwide", "2:30", "1:45", "3:15", "2:00"],
    ctas: ["Get Your Free Video Growth Plan"],
  },
];

describe.each(expectations)("page $path", ({ path, headings, texts = [], ctas }) => {
  it("shows its headings and texts, and every call to action is a button that can be clicked without errors", async () => {
    const { page, errors } = await visit(path);
    for (const name of headings) {
      await expect(page.getByRole("heading", { name, exact: true }).first().isVisible()).resolves.toBe(true);
    }
    for (const text of texts) {
      await expect(page.getByText(text, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    for (const name of ctas) {
      const button = page.getByRole("button", { name, exact: true });
      await expect(button.count()).resolves.toBe(1);
      await button.click({ timeout: 5000 });
      await page.keyboard.press("Escape");
    }
    await page.mouse.wheel(0, 20000);
    await page.waitForTimeout(300);
    expect(errors.uncaught).toEqual([]);
    // Failed third-party loads are expected here; anything else (a hydration mismatch) is not.
    expect(errors.console.filter((line) => !line.startsWith("Failed to load resource"))).toEqual([]);
    await page.context().close();
  });
});

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

  it("serves prerendered HTML without stray NUL bytes on every marketing page", async () => {
    for (const { path } of expectations) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect({ path, nul: html.includes("\u0000") }).toEqual({ path, nul: false });
    }
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
    const animation = await strip.locator("ul").first().evaluate((list) => getComputedStyle(list.parentElement!).animationName);
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
    await page.waitForURL(`${baseUrl()}/about`);
    await expect(page.locator("head [data-video-provider]").count()).resolves.toBe(0);
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
    await field.fill("abc");
    await expect(page.getByText("The video investment must be a number, like 5000.").isVisible()).resolves.toBe(true);
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
