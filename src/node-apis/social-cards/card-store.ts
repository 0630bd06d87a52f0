import { createHash } from "node:crypto";
import { copyFile, mkdir, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { type CardContent, cardElement, cardHeight, cardWidth } from "./card-template";
import { renderCardPng } from "./render-card";

export interface SocialCard {
  /** Site-relative; Seo makes it absolute from SITE_URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface CardDirectories {
  /** Where built cards are kept between builds (Gatsby's cache folder). */
  cacheDir: string;
  /** The site's public/ folder. */
  publicDir: string;
}

/** Bump when satori, sharp or the fonts change how the same element tree rasterises. */
const rendererVersion = "satori-0.26-inter-5";
export const cardUrlPrefix = "/static/social";

/**
 * The card's name is a hash of everything that decides its pixels: the element tree (text,
 * sizes, colours, layout) and the renderer. Same inputs, same file, so the CDN may cache it
 * forever and a warm build copies it from the cache instead of rendering it again.
 */
export function cardFileName(content: CardContent): string {
  const tree = JSON.stringify(cardElement(content));
  return `${createHash("sha256").update(rendererVersion).update(tree).digest("hex").slice(0, 16)}.png`;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

const pending = new Map<string, Promise<void>>();

async function writeCard(content: CardContent, fileName: string, dirs: CardDirectories): Promise<void> {
  const published = join(dirs.publicDir, cardUrlPrefix, fileName);
  if (await exists(published)) return;
  const cached = join(dirs.cacheDir, fileName);
  if (!(await exists(cached))) {
    await mkdir(dirs.cacheDir, { recursive: true });
    // Written under a name of this process first: an interrupted build never leaves half a PNG in the
    // cache, and Gatsby's query workers rendering the same card at once do not write into one file.
    const partial = `${cached}.${process.pid}.tmp`;
    await writeFile(partial, await renderCardPng(content));
    await rename(partial, cached);
  }
  await mkdir(join(dirs.publicDir, cardUrlPrefix), { recursive: true });
  await copyFile(cached, published);
}

/** The page's card in public/, rendered only when no build has made the same one before (queries may run in several worker processes). */
export async function socialCard(content: CardContent, dirs: CardDirectories): Promise<SocialCard> {
  const fileName = cardFileName(content);
  // Two queries asking for the same card at once share one render.
  let work = pending.get(fileName);
  if (!work) {
    work = writeCard(content, fileName, dirs).finally(() => pending.delete(fileName));
    pending.set(fileName, work);
  }
  await work;
  return { url: `${cardUrlPrefix}/${fileName}`, width: cardWidth, height: cardHeight, alt: content.title };
}
