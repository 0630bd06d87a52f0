import { publicationTime } from "../../plugins/blog/shared/publication-time";
import { msUntilStateChange, postState, postStateLabel } from "../post-state/post-state";

/** One stored version of a post as the Posts pane reads it (its GROQ projection, postVersionsQuery). */
export interface PostVersion {
  _id: string;
  title?: unknown;
  publishedAt?: unknown;
  author?: unknown;
  mainImage?: unknown;
}

/** A post as one row of the Posts pane: what the editor edits (the draft, else the published version) and its state. */
export interface PostRow {
  /** The published id: the row opens the document by it, as Sanity's own lists do. */
  id: string;
  title: string;
  author: string | null;
  /** The image the thumbnail shows, as stored (an image object with its asset reference). */
  mainImage: unknown;
  /** The published version, which the site and the state go by; null for a post never published. */
  published: PostVersion | null;
  /** Whether a draft exists beside the published version: edits the site does not have yet. */
  hasDraft: boolean;
  /** The date the editor set (the draft's when there is one), for the order; null without one. */
  sortTime: number | null;
}

/**
 * Every post's drafts and published versions (the raw perspective), fetched by the Posts pane. The
 * author's name is dereferenced here so a row needs no second request.
 */
export const postVersionsQuery = `*[_type == "post"]{_id, title, publishedAt, "author": author->name, mainImage}`;

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

/**
 * The versions grouped into one row per post (by publishedIdOf, Sanity's getPublishedId in the Studio),
 * newest date first, undated posts last, then by title. Release versions (versions.<release>.<id>)
 * are left out: neither the site nor the form's state reads them, and a post that has only those is
 * listed by the Releases tool.
 */
export function postRows(versions: PostVersion[], publishedIdOf: (id: string) => string): PostRow[] {
  const byPost = new Map<string, { draft?: PostVersion; published?: PostVersion }>();
  for (const version of versions) {
    const id = publishedIdOf(version._id);
    const pair = byPost.get(id) ?? {};
    if (version._id === id) pair.published = version;
    else if (version._id === `drafts.${id}`) pair.draft = version;
    else continue;
    byPost.set(id, pair);
  }
  const rows: PostRow[] = [];
  for (const [id, { draft, published }] of byPost) {
    const shown = draft ?? published;
    if (!shown) continue;
    rows.push({
      id,
      title: text(shown.title) ?? "Untitled post",
      author: text(shown.author),
      mainImage: shown.mainImage ?? null,
      published: published ?? null,
      hasDraft: draft !== undefined,
      sortTime: publicationTime(text(shown.publishedAt)),
    });
  }
  return rows.sort(newestFirst);
}

function newestFirst(a: PostRow, b: PostRow): number {
  if (a.sortTime !== b.sortTime) {
    if (a.sortTime === null) return 1;
    if (b.sortTime === null) return -1;
    return b.sortTime - a.sortTime;
  }
  return a.title.localeCompare(b.title);
}

/**
 * What a row says under its title: the post's state in the form badge's words (postStateLabel), that a
 * published post has edits not yet published, then the author.
 */
export function postRowLabel(row: PostRow, now: Date, options?: { timeZone?: string; locale?: string }): string {
  const parts = [postStateLabel(postState(row.published, now), options)];
  if (row.published && row.hasDraft) parts.push("unpublished changes");
  if (row.author) parts.push(row.author);
  return parts.join(" · ");
}

/** Milliseconds until the first row's label changes by time alone (a scheduled post going live), or null. */
export function msUntilRowsChange(rows: PostRow[], now: Date): number | null {
  let soonest: number | null = null;
  for (const row of rows) {
    const wait = msUntilStateChange(postState(row.published, now), now);
    if (wait !== null && (soonest === null || wait < soonest)) soonest = wait;
  }
  return soonest;
}
