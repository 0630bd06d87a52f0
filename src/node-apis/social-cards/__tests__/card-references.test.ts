/**
 * @jest-environment node
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pixelmatch from "pixelmatch";
import sharp from "sharp";

import { renderCardPng } from "../render-card";
import { referenceCards, referenceDir } from "./reference-cards";

// UPDATE_CARD_REFERENCES=1 rewrites the stored PNGs (npm run cards:references).
const updating = process.env.UPDATE_CARD_REFERENCES === "1";
/** Anti-aliasing differs a little between sharp/libvips builds; a moved or lost block of text does not. */
const maxDifferentPixels = 0.005;

async function rgba(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe("social cards look like their stored references", () => {
  it.each(referenceCards.map((card) => [card.name, card]))(
    "%s",
    async (name, { content }) => {
      const rendered = await renderCardPng(content);
      const referencePath = join(referenceDir, `${name}.png`);
      if (updating) {
        mkdirSync(referenceDir, { recursive: true });
        writeFileSync(referencePath, rendered);
      }
      const actual = await rgba(rendered);
      const expected = await rgba(readFileSync(referencePath));
      expect([actual.width, actual.height]).toEqual([1200, 630]);
      expect([expected.width, expected.height]).toEqual([1200, 630]);
      const diff = Buffer.alloc(actual.data.length);
      const different = pixelmatch(actual.data, expected.data, diff, 1200, 630, { threshold: 0.1 });
      if (different / (1200 * 630) > maxDifferentPixels) {
        const out = join(tmpdir(), "social-card-diffs");
        mkdirSync(out, { recursive: true });
        writeFileSync(join(out, `${name}.actual.png`), rendered);
        await sharp(diff, { raw: { width: 1200, height: 630, channels: 4 } })
          .png()
          .toFile(join(out, `${name}.diff.png`));
      }
      expect(different / (1200 * 630)).toBeLessThanOrEqual(maxDifferentPixels);
    },
    30000,
  );
});
