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

export interface BlogPostData extends BlogCardPost {
  postId: string;
  isDraft: boolean;
  body: PortableTextBlock[] | null;
}
