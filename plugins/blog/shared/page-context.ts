/**
 * What the blog plugin gives each of its templates (their page context): its own types, which the
 * site's templates read (src/blog/types.ts re-exports them). Type declarations only, so the site
 * takes no code of the plugin into its bundle.
 */

/** A link to another blog page: a neighbouring post (its title) or archive page (its month). */
export interface BlogPageLink {
  path: string;
  label: string;
}

/** A month of the archive index: its posts' count and its pages, first (oldest posts) first. */
export interface BlogArchiveMonth {
  year: number;
  monthLabel: string;
  count: number;
  pages: BlogPageLink[];
}

/** /blog: the newest published posts. */
export interface BlogListPageContext {
  /** Newest first; only posts due when the build made its pages. */
  ids: string[];
}

export interface BlogPostPageContext {
  id: string;
  breadcrumbLabel: string;
  newer: BlogPageLink | null;
  older: BlogPageLink | null;
  /** Body hrefs written without the trailing slash of the site page they name → that page's address. */
  siteLinks: Record<string, string>;
}

export interface BlogArchivePageContext {
  /** The page's posts, newest first. */
  ids: string[];
  /** "November 2026" or "November 2026, page 2". */
  label: string;
  newer: BlogPageLink | null;
  older: BlogPageLink | null;
  breadcrumbLabel: string;
  breadcrumbSegmentLabels: Record<string, string>;
}

export interface BlogArchiveIndexContext {
  /** Newest month first. */
  months: BlogArchiveMonth[];
}

export interface BlogPostNotFoundContext {
  breadcrumbLabel: string;
}
