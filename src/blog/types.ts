import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { PortableTextBlock } from "@portabletext/react";

/** Shapes of the BlogPost interface fields the templates query. */
export interface BlogImageData {
  alt: string | null;
  gatsbyImageData: IGatsbyImageData | null;
}

export interface BlogAuthorData {
  name: string;
  image: BlogImageData | null;
}

export interface BlogCardPost {
  id: string;
  path: string;
  title: string;
  excerpt: string | null;
  publishedAt: string | null;
  image: BlogImageData | null;
  author: BlogAuthorData | null;
}

/** A picture of the body, by its Portable Text block's _key. */
export interface BlogBodyImageData {
  key: string;
  image: BlogImageData;
}

export interface BlogPostData extends BlogCardPost {
  postId: string;
  isDraft: boolean;
  body: PortableTextBlock[] | null;
  bodyImages?: BlogBodyImageData[] | null;
}

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

/** What plugins/blog/src/create-pages.ts gives each template (the templates' page context). */
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
