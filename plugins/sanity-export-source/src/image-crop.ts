import { existsSync, mkdirSync, renameSync } from "node:fs";
import { join } from "node:path";

import imageUrlBuilder from "@sanity/image-url";
import sharp from "sharp";

/** A rectangle of the original picture, in pixels. */
export interface PixelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Framing {
  crop?: { top: number; bottom: number; left: number; right: number };
  hotspot?: { x: number; y: number; width: number; height: number };
}

// Only the URL's rect is read: project and dataset are never requested.
const builder = imageUrlBuilder({ projectId: "local", dataset: "export" });

/**
 * The part of the picture Sanity's image CDN shows for this crop and hotspot at this aspect ratio
 * (width / height): computed by @sanity/image-url, the code that writes the CDN's `rect` for
 * gatsby-source-sanity, so both sources frame a picture alike. null: the whole picture.
 */
export function sanityRect(assetId: string, framing: Framing, aspectRatio: number): PixelRect | null {
  const height = 1000;
  const width = Math.max(1, Math.round(height * aspectRatio));
  const url = builder
    .image({ asset: { _ref: assetId }, ...framing })
    .width(width)
    .height(height)
    .url();
  const rect = new URL(url).searchParams.get("rect");
  if (!rect) return null;
  const [left, top, rectWidth, rectHeight] = rect.split(",").map(Number);
  if ([left, top, rectWidth, rectHeight].some((value) => !Number.isFinite(value))) return null;
  return { left: left!, top: top!, width: rectWidth!, height: rectHeight! };
}

/**
 * The picture cut to rect, as a file under cacheDir (made once: the name says what it holds),
 * for gatsby-plugin-sharp to size like any other file.
 */
export async function croppedFile(
  absolutePath: string,
  rect: PixelRect,
  { cacheDir, hash, extension }: { cacheDir: string; hash: string; extension: string },
): Promise<{ path: string; digest: string }> {
  const digest = `${hash}-${rect.left}-${rect.top}-${rect.width}-${rect.height}`;
  const dir = join(cacheDir, "sanity-export-crops");
  const path = join(dir, `${digest}.${extension}`);
  if (!existsSync(path)) {
    mkdirSync(dir, { recursive: true });
    // Written beside and renamed, so a build worker never reads half a file.
    const partial = `${path}.${process.pid}.partial`;
    await sharp(absolutePath).extract(rect).toFile(partial);
    renameSync(partial, path);
  }
  return { path, digest };
}
