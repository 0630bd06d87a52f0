import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Folders of public/ that hold no page: page-data, static assets, and Gatsby's slice fragments
 * (_gatsby/slices). A slice fragment must stay as Gatsby wrote it: Gatsby compares its scripts
 * slice with the file on every build, and a rewritten one made it re-stitch every page.
 */
const notPages = new Set(["page-data", "static", "_gatsby"]);

/** Every .html page the build wrote under public/. */
export function builtHtmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) return notPages.has(entry.name) ? [] : builtHtmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}
