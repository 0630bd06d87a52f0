/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import sharp from "sharp";

import { croppedFile, sanityRect } from "../image-crop";

/** The bundled storyboard: shots on the left 1200 px, the director's notes (orange) on the right 400 px. */
const storyboardId = "image-7eab91c3d04053cda08f51305b1e599a539925f4-1600x900-png";
const storyboardPath = resolve("content/blog/images/7eab91c3d04053cda08f51305b1e599a539925f4-1600x900.png");
const notesOrange = { r: 0xea, g: 0x58, b: 0x0c };

async function orangePixels(path: string): Promise<number> {
  const { data, info } = await sharp(path).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    if (
      Math.abs(data[at]! - notesOrange.r) < 24 &&
      Math.abs(data[at + 1]! - notesOrange.g) < 24 &&
      Math.abs(data[at + 2]! - notesOrange.b) < 24
    )
      count += 1;
  }
  return count;
}

describe("the editor's crop and hotspot, as Sanity's image CDN applies them", () => {
  it("shows the crop whole at its own aspect ratio", () => {
    expect(sanityRect(storyboardId, { crop: { top: 0, bottom: 0, left: 0, right: 0.25 } }, 1200 / 900)).toEqual({
      left: 0,
      top: 0,
      width: 1200,
      height: 900,
    });
  });

  it("keeps the hotspot in frame at a narrower aspect ratio (a card) and centres on it when it can", () => {
    const cover = "image-c28bf7c3a538a7c605cce9bc48d5e968ccbc93d3-1200x630-png";
    const hotspot = { x: 0.72, y: 0.5, width: 0.3, height: 0.6 };
    // 16:9 from 1200×630: 1120 px wide; centred on x = 864 it would pass the right edge, so it stops there.
    expect(sanityRect(cover, { hotspot }, 16 / 9)).toEqual({ left: 80, top: 0, width: 1120, height: 630 });
    // A square: 630 px wide, centred on the hotspot.
    expect(sanityRect(cover, { hotspot }, 1)).toEqual({ left: 549, top: 0, width: 630, height: 630 });
    // Without a hotspot, the middle.
    expect(sanityRect(cover, {}, 1)).toEqual({ left: 285, top: 0, width: 630, height: 630 });
  });

  it("cuts the bundled file to that rect: the director's notes the editor cropped off are gone", async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), "crop-"));
    try {
      expect(await orangePixels(storyboardPath)).toBeGreaterThan(300_000);
      const rect = sanityRect(storyboardId, { crop: { top: 0, bottom: 0, left: 0, right: 0.25 } }, 4 / 3)!;
      const cropped = await croppedFile(storyboardPath, rect, { cacheDir, hash: "7eab91c3", extension: "png" });
      await expect(sharp(cropped.path).metadata()).resolves.toMatchObject({ width: 1200, height: 900 });
      expect(await orangePixels(cropped.path)).toBe(0);
      expect(cropped.digest).toBe("7eab91c3-0-0-1200-900");
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  }, 60_000);
});
