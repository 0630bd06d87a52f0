import type { Page } from "playwright-core";
import sharp from "sharp";

/**
 * The bundled post with a picture and a video, and how a test tells what a reader gets from
 * them in Chromium, whichever source built the page (e2e/blog-media.e2e.ts, blog-sanity-build).
 */
export const mediaPost = {
  path: "/blog/from-storyboard-to-demo-cut/",
  imageAlt: /^A six-panel storyboard for a product demo/,
  caption: "The storyboard for a 90-second demo, shot by shot. Each panel becomes one scene in the edit.",
  videoCaption: "Demo cut, version 3: the storyboard above as a 92-second video.",
  embedUrl: "https://www.youtube-nocookie.com/embed/Xq7pK2mNvB4?autoplay=1&rel=0",
  /** The editor's crop leaves the shots (1200×900 of 1600×900), without the orange notes strip. */
  croppedAspectRatio: 1200 / 900,
  /**
   * The body's second picture, a standard Sanity `image` block (not a bodyImage): the same file
   * cropped to its last panel, the end card (400×450 from x 800, y 450), with a hotspot.
   */
  standardImage: {
    alt: /^Panel 06 of the storyboard, the end card/,
    caption: "The end card, the last panel of the board: one action, shown once.",
    croppedAspectRatio: 400 / 450,
    cdnRect: "800,450,400,450",
  },
} as const;

/** Hosts of the video providers: no request may reach them before the reader presses play. */
export const videoProviderHost =
  /(^|\.)(youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com|vimeo(cdn)?\.com|wistia\.(com|net))$/;

/**
 * The notes strip's orange (#ea580c) pixels in the right quarter of an image file, where the strip
 * sits when the editor's crop is ignored (the shots' amber figure is further left).
 */
export async function orangePixels(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = Math.floor(info.width * 0.75); x < info.width; x += 1) {
      const at = (y * info.width + x) * info.channels;
      if (Math.abs(data[at]! - 0xea) < 24 && Math.abs(data[at + 1]! - 0x58) < 24 && Math.abs(data[at + 2]! - 0x0c) < 24)
        count += 1;
    }
  }
  return count;
}

/** The body's picture at index (0: the first) as laid out before its file arrives, and the file the browser chose. */
export async function bodyPicture(
  page: Page,
  index = 0,
): Promise<{
  alt: string;
  srcset: string;
  loading: string | null;
  boxRatio: number;
  width: number;
  height: number;
  caption: string;
  currentSrc: string;
}> {
  const figure = page
    .locator("main article figure")
    .filter({ has: page.locator("img") })
    .nth(index);
  const image = figure.locator("img");
  await image.scrollIntoViewIfNeeded();
  await image.evaluate((img: HTMLImageElement) => img.decode());
  const box = await image.boundingBox();
  return {
    alt: (await image.getAttribute("alt")) ?? "",
    srcset: (await image.getAttribute("srcset")) ?? "",
    loading: await image.getAttribute("loading"),
    boxRatio: box ? box.width / box.height : 0,
    width: Number(await image.getAttribute("width")),
    height: Number(await image.getAttribute("height")),
    caption: (await figure.locator("figcaption").innerText()).trim(),
    currentSrc: await image.evaluate((img: HTMLImageElement) => img.currentSrc),
  };
}
