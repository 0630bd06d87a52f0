/**
 * The blog's archive: every dated post on a page of its month, so every post is two clicks from
 * the archive index and three from /blog. A page's address and content depend only on its
 * month's posts: a new post changes its own month's last page (and the index's count), never a
 * page of another month, however many posts the blog has.
 *
 * A month with more than `pageSize` posts (an import, a burst) is split into pages numbered
 * from its OLDEST post: page k holds the month's posts k·size−size+1 … k·size in date order, so
 * a full page never changes when a newer post arrives; only the last page of the month grows.
 */

export interface ArchivePost {
  id: string;
  path: string;
  title: string;
  publishedAt: string | null;
}

/** Where a link to an archive page leads and what it says. */
export interface ArchiveLink {
  path: string;
  label: string;
}

export interface ArchivePage {
  path: string;
  /** "November 2026". */
  monthLabel: string;
  /** 1 for the month's first (oldest) page. */
  part: number;
  /** "November 2026" or "November 2026, page 2": the page's own name (title, breadcrumb). */
  label: string;
  /** The page's posts, newest first. */
  postIds: string[];
  /** The archive pages of the next newer and older posts; null at either end. */
  newer: ArchiveLink | null;
  older: ArchiveLink | null;
}

export interface ArchiveMonth {
  year: number;
  monthLabel: string;
  count: number;
  /** The month's pages, first (oldest posts) first. */
  pages: ArchiveLink[];
}

export interface ArchivePlan {
  /** Newest month first. */
  months: ArchiveMonth[];
  /** Newest page first. */
  pages: ArchivePage[];
}

export const archiveIndexPath = "/blog/archive/";

const monthName = (month: number): string =>
  new Date(Date.UTC(2000, month, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" });

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** "/blog/archive/2026-11/", and "/blog/archive/2026-11/2/" for the month's second page. */
export function archivePagePath(year: number, month: number, part: number): string {
  return `${archiveIndexPath}${year}-${twoDigits(month + 1)}/${part > 1 ? `${part}/` : ""}`;
}

/** The year and month (0–11, UTC, as the dates are shown) of a post, or null when it has no valid date. */
function monthOf(post: ArchivePost): { year: number; month: number; time: number } | null {
  const time = post.publishedAt ? Date.parse(post.publishedAt) : Number.NaN;
  if (!Number.isFinite(time)) return null;
  const date = new Date(time);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), time };
}

/**
 * The archive of `posts` (any order). Undated posts (only a preview shows them) are left out.
 * Posts of the same instant keep a stable order by id, so a rebuild never reshuffles a page.
 */
export function archivePlan(posts: readonly ArchivePost[], pageSize: number): ArchivePlan {
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new Error(`archive page size must be a whole number ≥ 1, got ${pageSize}`);
  const byMonth = new Map<string, { year: number; month: number; posts: Array<ArchivePost & { time: number }> }>();
  for (const post of posts) {
    const when = monthOf(post);
    if (!when) continue;
    const key = `${when.year}-${twoDigits(when.month + 1)}`;
    const bucket = byMonth.get(key) ?? { year: when.year, month: when.month, posts: [] };
    bucket.posts.push({ ...post, time: when.time });
    byMonth.set(key, bucket);
  }

  const months: ArchiveMonth[] = [];
  const oldestFirstPages: Array<Omit<ArchivePage, "newer" | "older">> = [];
  for (const key of [...byMonth.keys()].sort()) {
    const { year, month, posts: monthPosts } = byMonth.get(key)!;
    const monthLabel = `${monthName(month)} ${year}`;
    // Oldest first; one instant's posts in the reverse of the posts' newest-first order (by id).
    monthPosts.sort((a, b) => a.time - b.time || b.id.localeCompare(a.id));
    const pages: ArchiveLink[] = [];
    for (let start = 0, part = 1; start < monthPosts.length; start += pageSize, part++) {
      const page = {
        path: archivePagePath(year, month, part),
        monthLabel,
        part,
        label: part > 1 ? `${monthLabel}, page ${part}` : monthLabel,
        postIds: monthPosts
          .slice(start, start + pageSize)
          .map((post) => post.id)
          .reverse(),
      };
      oldestFirstPages.push(page);
      pages.push({ path: page.path, label: page.label });
    }
    months.push({ year, monthLabel, count: monthPosts.length, pages });
  }

  const link = (page: Omit<ArchivePage, "newer" | "older"> | undefined): ArchiveLink | null =>
    page ? { path: page.path, label: page.label } : null;
  const pages = oldestFirstPages.map((page, index) => ({
    ...page,
    older: link(oldestFirstPages[index - 1]),
    newer: link(oldestFirstPages[index + 1]),
  }));
  return { months: months.reverse(), pages: pages.reverse() };
}

/** Whether a post's path would take an archive page's address (a post slugged "archive"). */
export const isArchivePath = (path: string): boolean => path === archiveIndexPath || path.startsWith(archiveIndexPath);
