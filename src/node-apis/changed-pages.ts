import { createHash } from "node:crypto";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, relative } from "node:path";

/**
 * What the post-build pass keeps of one page between builds: the file as the pass left it (its
 * modification time and size) and what it read from it.
 */
interface PageRecord {
  mtimeMs: number;
  size: number;
  scriptHashes: string[];
}

interface PageRecords {
  /** The pass's fingerprint: records made by another rewrite or hashing are not reused. */
  version: string;
  pages: Record<string, PageRecord>;
}

export interface PagePass {
  /** Rewrites a page Gatsby wrote; must be idempotent, since a warm build may hand back a rewritten page. */
  rewrite: (html: string) => string;
  /** The CSP hashes of a rewritten page's inline scripts. */
  scriptHashes: (html: string) => string[];
}

export interface PagePassResult {
  /** Each page's inline-script hashes (path relative to public/), the rewritten pages' and the kept ones'. */
  scriptHashesByPage: Record<string, string[]>;
  /** The pages the pass read, relative to public/ (all on a cold build, the ones Gatsby wrote on a warm one). */
  rewritten: string[];
  kept: number;
}

/** A fingerprint of what the pass does, taken from what it does to a small page. */
function passVersion(pass: PagePass): string {
  const sample = '<html><head></head><body><script>1</script><script src="/app.js" async></script></body></html>';
  const rewritten = pass.rewrite(sample);
  return createHash("sha256")
    .update(rewritten)
    .update(JSON.stringify(pass.scriptHashes(rewritten)))
    .digest("hex");
}

async function readRecords(path: string, version: string): Promise<PageRecords["pages"]> {
  try {
    const records = JSON.parse(await readFile(path, "utf8")) as PageRecords;
    return records.version === version ? records.pages : {};
  } catch {
    return {};
  }
}

/**
 * Runs the post-build pass over the pages Gatsby wrote in this build only. Gatsby keeps
 * public/ and rewrites just the pages whose data or code changed; every other page still is
 * what this pass left last time, which its record (in Gatsby's cache folder) recognises by the
 * file's modification time and size, so it is neither read nor written again. Without records
 * (a cold build, a cleared cache, another version of the pass) every page is read; pages that
 * are gone leave the records, so the hashes are the ones a pass over every page would give.
 */
export async function runOnChangedPages(
  publicDir: string,
  pages: string[],
  recordsPath: string,
  pass: PagePass,
): Promise<PagePassResult> {
  const version = passVersion(pass);
  const previous = await readRecords(recordsPath, version);
  const records: PageRecords["pages"] = {};
  const rewritten: string[] = [];
  await Promise.all(
    pages.map(async (file) => {
      const path = relative(publicDir, file);
      const before = await stat(file);
      const kept = previous[path];
      if (kept && kept.mtimeMs === before.mtimeMs && kept.size === before.size) {
        records[path] = kept;
        return;
      }
      const html = await readFile(file, "utf8");
      const result = pass.rewrite(html);
      if (result !== html) await writeFile(file, result);
      const after = result === html ? before : await stat(file);
      records[path] = { mtimeMs: after.mtimeMs, size: after.size, scriptHashes: pass.scriptHashes(result) };
      rewritten.push(path);
    }),
  );
  await mkdir(dirname(recordsPath), { recursive: true });
  await writeFile(recordsPath, JSON.stringify({ version, pages: records } satisfies PageRecords));
  const scriptHashesByPage = Object.fromEntries(
    Object.entries(records).map(([path, record]) => [path, record.scriptHashes]),
  );
  return { scriptHashesByPage, rewritten: rewritten.sort(), kept: pages.length - rewritten.length };
}
