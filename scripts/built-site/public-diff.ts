// What a CDN would upload after a build: the files of public/ that changed, were added or were
// removed since a snapshot (Netlify and Cloudflare Pages upload by content hash).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

export type Snapshot = Map<string, string>;
export interface SnapshotDiff {
  changed: string[];
  added: string[];
  removed: string[];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every file under dir, by path relative to dir, with the sha1 of its bytes. */
export function snapshotFiles(dir: string): Snapshot {
  const snapshot: Snapshot = new Map();
  for (const file of filesUnder(dir))
    snapshot.set(relative(dir, file), createHash("sha1").update(readFileSync(file)).digest("hex"));
  return snapshot;
}

/** The paths whose bytes differ between two snapshots, and those only in one of them; each sorted. */
export function diffSnapshots(before: Snapshot, after: Snapshot): SnapshotDiff {
  const changed: string[] = [];
  const added: string[] = [];
  for (const [path, hash] of after) {
    if (!before.has(path)) added.push(path);
    else if (before.get(path) !== hash) changed.push(path);
  }
  const removed = [...before.keys()].filter((path) => !after.has(path));
  return { changed: changed.sort(), added: added.sort(), removed: removed.sort() };
}

/** What kind of file a public/ path is, for a summary a person reads. */
export function fileKind(path: string): string {
  if (path.startsWith("page-data/")) return "page-data";
  if (path.startsWith("static/social/")) return "social card";
  if (path.endsWith(".html")) return "HTML";
  if (/\.(js|js\.map|mjs)$/.test(path)) return "JavaScript";
  if (path.endsWith(".css")) return "CSS";
  if (path === "_headers" || path === "_redirects") return "CDN rules";
  return "other";
}
