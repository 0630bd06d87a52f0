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

/** The page context each blog template gets: the blog plugin's own types. */
export type {
  BlogArchiveIndexContext,
  BlogArchiveMonth,
  BlogArchivePageContext,
  BlogListPageContext,
  BlogPageLink,
  BlogPostNotFoundContext,
  BlogPostPageContext,
} from "../../plugins/blog/shared/page-context";
