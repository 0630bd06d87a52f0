import type { Browser } from "playwright-core";

import { baseUrl, launchBrowser } from "./support/browser";
import { visitSite } from "./support/site-visit";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const visit = (path: string, options?: Parameters<typeof visitSite>[2]) => visitSite(browser, path, options);

interface PageExpectation {
  path: string;
  headings: string[];
  texts?: string[];
  ctas: string[];
}

const expectations: PageExpectation[] = [
  {
    path: "/",
    headings: [
      "Faça seu capital crescer com o método europeu",
      "Três formas de aplicar o método",
      "Como funciona",
      "Perguntas frequentes",
    ],
    texts: ["+5000 empresários já estão nessa comunidade"],
    ctas: ["Quero participar do evento exclusivo"],
  },
  {
    path: "/about",
    headings: [
      "About Meridian Studio",
      "Our mission",
      "Meet the co-founders",
      "Why choose Meridian Studio",
      "Specialized in SaaS",
      "30-day results guarantee",
    ],
    ctas: ["Book Your Free Consultation"],
  },
  {
    path: "/case-studies",
    headings: ["Success Stories from SaaS Companies", "Ledgerly", "DataNest"],
    ctas: ["Get Your Free Strategy Call"],
  },
  {
    path: "/case-studies/before-and-after",
    headings: ["Before and After", "GIF creation", "Before: a webcam recording"],
    ctas: ["Get Your Free Video Growth Plan"],
  },
  {
    path: "/shorts",
    headings: [
      "Short-Form Videos That Stop the Scroll",
      "Quick Feature Highlight",
      "Problem-Solution Story",
      "Customer Success Story",
      "Six best practices we follow",
      "TikTok",
      "LinkedIn",
    ],
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
  {
    path: "/privacy-policy",
    headings: ["Privacy Policy", "Payments"],
    texts: ["Effective date: 1 June 2025"],
    ctas: [],
  },
  {
    path: "/terms-of-service",
    headings: ["Terms of Service", "Governing law"],
    texts: ["Effective date: 1 June 2025"],
    ctas: [],
  },
  {
    path: "/cookie-policy",
    headings: ["Cookie Policy", "No cookie banner"],
    texts: ["Effective date: 1 June 2025"],
    ctas: [],
  },
  {
    path: "/youtube-strategy",
    headings: ["How Five SaaS Brands Win on YouTube", "Final thoughts"],
    ctas: ["Get Your Free Video Growth Plan"],
  },
  {
    path: "/video-production",
    headings: [
      "Premium Video Production That Grows Your SaaS",
      "Our Signature Work",
      "Webinars",
      "Sport Coaches",
      "Product",
      "Ads",
      "Cinematic Quality",
      "Fast Delivery",
      "Dedicated Team",
      "Award Winning",
      "01 Discovery",
      "02 Creation",
      "03 Delivery",
    ],
    texts: ["Serving clients worldwide", "2:30", "1:45", "3:15", "2:00"],
    ctas: ["Get Your Free Video Growth Plan"],
  },
];

describe.each(expectations)("page $path", ({ path, headings, texts = [], ctas }) => {
  it("shows its headings and texts, and every call to action opens the lead quiz", async () => {
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
      const quiz = page.getByRole("dialog", { name: "Descubra se o evento é para você" });
      await quiz.waitFor();
      await page.keyboard.press("Escape");
      await quiz.waitFor({ state: "detached" });
      // Focus returns to the call to action as the dialog's focus scope unmounts, a tick after it leaves the DOM.
      await button.evaluate(
        (element) =>
          new Promise<void>((resolve, reject) => {
            const deadline = Date.now() + 2000;
            const check = (): void => {
              if (element === document.activeElement) resolve();
              else if (Date.now() > deadline) reject(new Error("focus did not return to the call to action"));
              else requestAnimationFrame(check);
            };
            check();
          }),
      );
    }
    await page.mouse.wheel(0, 20000);
    await page.waitForTimeout(300);
    expect(errors.uncaught).toEqual([]);
    // Failed third-party loads are expected here; anything else (a hydration mismatch) is not.
    expect(errors.console.filter((line) => !line.startsWith("Failed to load resource"))).toEqual([]);
    await page.context().close();
  });
});

describe("prerendered marketing HTML", () => {
  it("serves prerendered HTML without stray NUL bytes on every marketing page", async () => {
    for (const { path } of expectations) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect({ path, nul: html.includes("\u0000") }).toEqual({ path, nul: false });
    }
  });
});
