import type { Browser, Locator, Page } from "playwright-core";

import { axeViolations } from "./support/axe";
import { baseUrl, launchBrowser, openPage, viewports, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Room around the control for the ring: 2 px offset + 3 px outline, and a margin. */
const ringMargin = 8;

/**
 * Screenshots the control unfocused and keyboard-focused and counts the pixels whose colour
 * changed by at least 3:1 (relative luminance, as WCAG 2.4.13 compares the two states).
 * PNGs are decoded in a blank page: no image library needed, no page CSP in the way.
 */
async function focusChange(
  page: Page,
  control: Locator,
): Promise<{ contrastingPixels: number; perimeterArea: number }> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error("control has no box");
  const clip = {
    x: box.x - ringMargin,
    y: box.y - ringMargin,
    width: box.width + 2 * ringMargin,
    height: box.height + 2 * ringMargin,
  };
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const unfocused = (await page.screenshot({ clip, animations: "disabled" })).toString("base64");
  await control.focus();
  await expect(control.evaluate((element) => element.matches(":focus-visible"))).resolves.toBe(true);
  const focused = (await page.screenshot({ clip, animations: "disabled" })).toString("base64");

  const decoder = await page.context().newPage();
  const contrastingPixels = await decoder.evaluate(
    async ([before, after]) => {
      const pixels = async (png: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no 2d context");
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (data: Uint8ClampedArray, i: number) =>
        0.2126 * channel(data[i] ?? 0) + 0.7152 * channel(data[i + 1] ?? 0) + 0.0722 * channel(data[i + 2] ?? 0);
      const [a, b] = [await pixels(before), await pixels(after)];
      let count = 0;
      for (let i = 0; i < a.length; i += 4) {
        const [x, y] = [luminance(a, i), luminance(b, i)];
        if ((Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05) >= 3) count += 1;
      }
      return count;
    },
    [unfocused, focused] as const,
  );
  await decoder.close();
  // WCAG 2.4.13's minimum: the area of a 2 CSS px thick perimeter of the control.
  return { contrastingPixels, perimeterArea: Math.round(4 * (box.width + box.height)) };
}

const controls = [
  {
    path: "/",
    name: "the home call to action (light)",
    find: (page: Page) => page.getByRole("button", { name: "Quero participar do evento exclusivo" }).first(),
  },
  {
    path: "/",
    name: "the footer e-mail link (night)",
    find: (page: Page) => page.getByRole("contentinfo").getByRole("link").first(),
  },
  {
    path: "/pricing",
    name: "the pricing call to action (night)",
    find: (page: Page) => page.getByRole("button", { name: "Get Your Free Video Growth Plan" }),
  },
  {
    path: "/pricing",
    name: "a header link (light)",
    find: (page: Page) => page.getByRole("banner").getByRole("link").first(),
  },
];

describe("the focus ring", () => {
  it.each(controls)("changes at least a 2 px perimeter of $name by 3:1 or more ($path)", async ({ path, find }) => {
    const context = await browser.newContext({
      viewport: viewports.desktop,
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
    });
    const { page } = await openPage(context);
    await page.goto(`${baseUrl()}${path}`);
    await waitForHydration(page);
    const { contrastingPixels, perimeterArea } = await focusChange(page, find(page));
    expect(contrastingPixels).toBeGreaterThanOrEqual(perimeterArea);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await context.close();
  });
});
