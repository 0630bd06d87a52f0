import { existsSync } from "node:fs";
import { join } from "node:path";

import sharp from "sharp";

import { routes } from "../src/config/routes";
import { colors } from "../src/theme/tokens";
import { type BuiltPage, isIndexable, loadBuiltPages, meta, publicDir, siteUrl } from "./support/built-site";

const indexable = loadBuiltPages().filter(isIndexable);
const ogImage = (page: BuiltPage): string => meta(page, 'meta[property="og:image"]') ?? "";
const builtFile = (url: string): string => join(publicDir, url.slice(siteUrl.length));
const cardPattern = new RegExp(`^${siteUrl.replace(/[.]/g, "\\.")}/static/social/[0-9a-f]{16}\\.png$`);

function hex(rgb: { r: number; g: number; b: number }): string {
  return `#${[rgb.r, rgb.g, rgb.b].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

async function pixel(file: string, x: number, y: number): Promise<string> {
  const { data } = await sharp(file)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return hex({ r: data[0] ?? 0, g: data[1] ?? 0, b: data[2] ?? 0 });
}

describe("social cards", () => {
  it.each(indexable.map((page) => [page.route, page]))(
    "%s shares its own image, with size, alt text and a large Twitter card",
    async (route, page) => {
      const image = ogImage(page);
      expect(image.startsWith(`${siteUrl}/`)).toBe(true);
      expect(image).not.toBe(`${siteUrl}/og-image.png`);
      expect(existsSync(builtFile(image))).toBe(true);
      expect(meta(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(meta(page, 'meta[name="twitter:image"]')).toBe(image);
      expect(meta(page, 'meta[property="og:image:alt"]')).toBeTruthy();
      const { width, height, format } = await sharp(builtFile(image)).metadata();
      const isCard = cardPattern.test(image);
      // Blog posts with a main image keep it (resized by gatsby-plugin-image); every other page has a card.
      if (!route.startsWith("/blog/")) expect(isCard).toBe(true);
      if (isCard) {
        expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
        expect(meta(page, 'meta[property="og:image:width"]')).toBe("1200");
        expect(meta(page, 'meta[property="og:image:height"]')).toBe("630");
        expect(meta(page, 'meta[property="og:image:alt"]')).toBe(
          page.doc.querySelector("title")?.text.replace(/ \| Meridian Studio Blog$/, ""),
        );
      }
    },
  );

  it("no two pages share an image unless they share a title", () => {
    const titleByImage = new Map<string, string>();
    for (const page of indexable) {
      const title = page.doc.querySelector("title")?.text ?? "";
      const image = ogImage(page);
      expect(`${page.route}: ${titleByImage.get(image) ?? title}`).toBe(`${page.route}: ${title}`);
      titleByImage.set(image, title);
    }
  });

  it("Portuguese pages look like the investment offer, English pages like the agency", async () => {
    const home = indexable.find((page) => page.route === routes.home.path);
    const pricing = indexable.find((page) => page.route === routes.pricing.path);
    if (!home || !pricing) throw new Error("home and /pricing must be built");
    // The top rule and the background: amber on blue for the investment offer, blue on night for the agency.
    expect([await pixel(builtFile(ogImage(home)), 600, 4), await pixel(builtFile(ogImage(home)), 600, 600)]).toEqual([
      colors.investmentAccent,
      colors.brandStrong,
    ]);
    expect([
      await pixel(builtFile(ogImage(pricing)), 600, 4),
      await pixel(builtFile(ogImage(pricing)), 600, 600),
    ]).toEqual([colors.brand, colors.night]);
  });
});
