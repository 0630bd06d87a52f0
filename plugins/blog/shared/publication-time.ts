/**
 * The instant a post's date names, or null when it has none (such a post is never published). The
 * site decides with it whether a published post is live yet (publication.ts: its date has come);
 * the Studio (sanity/post-state/) says the same of each post, so the rule is written once.
 */
export function publicationTime(publishedAt: string | null | undefined): number | null {
  const time = publishedAt ? Date.parse(publishedAt) : Number.NaN;
  return Number.isFinite(time) ? time : null;
}
