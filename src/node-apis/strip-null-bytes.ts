import fs from "node:fs";
import path from "node:path";

import type { GatsbyNode } from "gatsby";

/**
 * React 18.3's renderToPipeableStream (which Gatsby's build uses) can flush
 * unwritten bytes of its 2 KB buffer when a multi-byte character (é, ç, ã)
 * lands on the boundary, leaving U+0000 in the HTML (react#26228, fixed
 * only in React 19). A NUL is never valid in our pages, so it is removed.
 */
export function stripNullBytes(html: Buffer): Buffer | null {
  if (!html.includes(0)) return null;
  return Buffer.from(html.filter((byte) => byte !== 0));
}

function htmlFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "page-data" || entry.name === "static" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  let fixed = 0;
  for (const file of htmlFiles(path.join(program.directory, "public"))) {
    const cleaned = stripNullBytes(fs.readFileSync(file));
    if (cleaned) {
      fs.writeFileSync(file, cleaned);
      fixed += 1;
    }
  }
  if (fixed > 0) reporter.info(`strip-null-bytes: removed stray NUL bytes from ${fixed} HTML file(s)`);
};
