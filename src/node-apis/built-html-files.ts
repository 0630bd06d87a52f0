import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every .html file the build wrote under public/ (page-data and static assets skipped). */
export function builtHtmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "page-data" || entry.name === "static" ? [] : builtHtmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}
