import { publicationTime } from "../../plugins/blog/shared/publication-time";

/**
 * Where a post stands for readers, by the site's own publication rule (plugins/blog/src/publication.ts):
 * a draft (never published), scheduled (published, dated in the future: the site shows it from that
 * date on), live, or published without a usable date (the site leaves it out).
 */
export type PostState =
  | { kind: "draft" }
  | { kind: "scheduled"; publishedAt: Date }
  | { kind: "live"; publishedAt: Date }
  | { kind: "undated" };

/** The state of a post from its published version (null when it has none) at `now`. */
export function postState(published: { _id: string; publishedAt?: unknown } | null | undefined, now: Date): PostState {
  if (!published) return { kind: "draft" };
  const time = publicationTime(typeof published.publishedAt === "string" ? published.publishedAt : null);
  if (time === null) return { kind: "undated" };
  // The site's rule (plugins/blog/src/publication.ts): a published post is live once its date has come.
  return time <= now.getTime()
    ? { kind: "live", publishedAt: new Date(time) }
    : { kind: "scheduled", publishedAt: new Date(time) };
}

/**
 * A date as the editor reads it: in their time zone (the browser's unless given), with the zone's
 * name, so "09:00" cannot be misread as another zone's.
 */
export function editorDate(date: Date, { timeZone, locale = "en-US" }: { timeZone?: string; locale?: string } = {}) {
  return new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** The state in words, as the Posts list (sanity/structure/post-rows.ts) and the form's badge say it. */
export function postStateLabel(state: PostState, options?: { timeZone?: string; locale?: string }): string {
  switch (state.kind) {
    case "draft":
      return "Draft: not published";
    case "scheduled":
      return `Scheduled for ${editorDate(state.publishedAt, options)}`;
    case "live":
      return `Live since ${editorDate(state.publishedAt, options)}`;
    case "undated":
      return "Published without a date: not on the site";
  }
}

/** Milliseconds until a scheduled post goes live (when its label must change), or null. */
export function msUntilStateChange(state: PostState, now: Date): number | null {
  return state.kind === "scheduled" ? Math.max(0, state.publishedAt.getTime() - now.getTime()) : null;
}
