import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

const lastBuildDate = /<lastBuildDate>[^<]*<\/lastBuildDate>/;

/**
 * The feed to publish: the previous one when nothing but its <lastBuildDate> differs. The feed
 * plugin stamps every build's feed with the time of the build, so a CDN would upload a new
 * rss.xml and readers re-fetch it on every deploy, content change or not; RSS means the date
 * of the channel's last change.
 */
export function feedWithStableDate(current: string, previous: string | undefined): string {
  if (previous === undefined) return current;
  return current.replace(lastBuildDate, "") === previous.replace(lastBuildDate, "") ? previous : current;
}

const readIfThere = (path: string) => readFile(path, "utf8").catch(() => undefined);

/** Applies feedWithStableDate to the feed the build wrote, keeping the published one in the cache folder for the next build. */
export async function keepFeedBuildDate(feedFile: string, keptFile: string): Promise<void> {
  const current = await readIfThere(feedFile);
  if (current === undefined) return;
  const published = feedWithStableDate(current, await readIfThere(keptFile));
  if (published !== current) await writeFile(feedFile, published);
  await mkdir(dirname(keptFile), { recursive: true });
  await copyFile(feedFile, keptFile);
}
