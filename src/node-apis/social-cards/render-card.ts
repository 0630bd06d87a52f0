import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import satori, { type SatoriOptions } from "satori";
import sharp from "sharp";

import { fontWeights } from "../../theme/tokens";
import { type CardContent, cardElement, cardHeight, cardWidth } from "./card-template";

type CardFonts = SatoriOptions["fonts"];

/**
 * The site's Inter, as static WOFF files: satori reads TTF, OTF and WOFF but not the WOFF2
 * the pages load. Latin subset only, which covers Portuguese.
 */
function interFile(weight: number): Buffer {
  // Resolved from the site's root through package.json: Gatsby's bundler of gatsby-node drops a bare
  // require.resolve, and Jest maps font paths to a file mock.
  const siteRequire = createRequire(join(process.cwd(), "package.json"));
  const packageDir = dirname(siteRequire.resolve("@fontsource/inter/package.json"));
  return readFileSync(join(packageDir, "files", `inter-latin-${weight}-normal.woff`));
}

let fonts: CardFonts | undefined;

function cardFonts(): CardFonts {
  fonts ??= [fontWeights.regular, fontWeights.bold].map((weight) => ({
    name: "Inter",
    data: interFile(weight),
    weight: weight,
    style: "normal" as const,
  }));
  return fonts;
}

/** The card as SVG: satori lays it out and turns every glyph into a path, so no font is needed to rasterise it. */
export function renderCardSvg(content: CardContent): Promise<string> {
  return satori(cardElement(content), { width: cardWidth, height: cardHeight, fonts: cardFonts() });
}

/** The card as a 1200×630 PNG, rasterised by the sharp the site already uses for images. */
export async function renderCardPng(content: CardContent): Promise<Buffer> {
  const svg = await renderCardSvg(content);
  return sharp(Buffer.from(svg)).png().toBuffer();
}
