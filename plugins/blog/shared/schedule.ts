/**
 * What a build publishes so a scheduler can tell when to build again: the instant the next
 * scheduled post is due, and nothing else. It says when, never what (no title, slug or id), since
 * everything under public/ is public before the post's date. Written by the blog plugin after each
 * build (../src/post-build.ts); read from the live site by publish-scheduler/ (`npm run publish:due`,
 * the Netlify scheduled function, the Cloudflare Worker).
 */

/** Where the schedule lives on the site. */
export const schedulePath = "/blog/schedule.json";

export interface PublicationSchedule {
  /** The earliest date of a post this build left out because it was not due yet (ISO, UTC); null when none. */
  nextPostAt: string | null;
}

/** The schedule for posts with these dates, published as of `now`: the earliest date after it. */
export function scheduleOf(dates: ReadonlyArray<string | null | undefined>, now: Date): PublicationSchedule {
  let next = Number.POSITIVE_INFINITY;
  for (const date of dates) {
    const time = date ? Date.parse(date) : Number.NaN;
    if (Number.isFinite(time) && time > now.getTime() && time < next) next = time;
  }
  return { nextPostAt: Number.isFinite(next) ? new Date(next).toISOString() : null };
}

/** The schedule in a live site's file; throws saying what is wrong with it. */
export function parseSchedule(text: string): PublicationSchedule {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${schedulePath} is not JSON: ${JSON.stringify(text.slice(0, 80))}`);
  }
  const next = (value as { nextPostAt?: unknown } | null)?.nextPostAt;
  if (next === null) return { nextPostAt: null };
  if (typeof next !== "string" || !Number.isFinite(Date.parse(next)))
    throw new Error(`${schedulePath} has no nextPostAt (a date or null): ${JSON.stringify(text.slice(0, 80))}`);
  return { nextPostAt: next };
}
