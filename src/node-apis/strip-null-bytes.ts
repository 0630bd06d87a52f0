import { readFileSync, writeFileSync } from "node:fs";

import { builtHtmlFiles } from "./built-html-files";

/**
 * React 18.3's streaming renderer can flush unwritten bytes of its 2 KB buffer when a
 * multi-byte character (é, ç, ã) lands on the boundary, leaving U+0000 in the HTML
 * (react#26228, fixed only in React 19). A NUL is never valid in our pages, so it is removed.
 */
export function stripNullBytes(html: Buffer): Buffer | null {
  if (!html.includes(0)) return null;
  return Buffer.from(html.filter((byte) => byte !== 0));
}

/** Cleans every built page; returns how many needed it. */
export function stripNullBytesFromBuild(publicDir: string): number {
  let fixed = 0;
  for (const file of builtHtmlFiles(publicDir)) {
    const cleaned = stripNullBytes(readFileSync(file));
    if (cleaned) {
      writeFileSync(file, cleaned);
      fixed += 1;
    }
  }
  return fixed;
}
