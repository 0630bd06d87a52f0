/**
 * The blog plugin as gatsby-config uses it: its typed options and the plugin references. The
 * site hands the plugin what is the site's (its templates, sizes, other pages); the plugin hands
 * the templates their page context (shared/page-context.ts). Nothing here reaches into the site.
 */
import type { PluginRef } from "gatsby";

export { blogFeedPlugin } from "./src/feed";
export { isGatsbyDevelop } from "./src/publication";

/** The site's template for each kind of blog page (absolute paths); each gets its page context from shared/page-context.ts. */
export interface BlogTemplates {
  /** /blog: BlogListPageContext. */
  list: string;
  /** Each post: BlogPostPageContext. */
  post: string;
  /** Any other /blog/... path: BlogPostNotFoundContext. */
  postNotFound: string;
  /** /blog/archive/: BlogArchiveIndexContext. */
  archiveIndex: string;
  /** /blog/archive/{yyyy-mm}/ and its later pages: BlogArchivePageContext. */
  archiveMonth: string;
}

/** Where the site wants the blog: its templates, the list and archive sizes, the Post Not Found path, its other pages. */
export interface BlogOptions {
  templates: BlogTemplates;
  /** Posts on /blog. */
  listSize: number;
  /** Posts on one archive page; a month with more gets more pages. */
  archivePageSize: number;
  /** The page every other /blog/... path shows. */
  postNotFoundPath: string;
  /** The site's own pages (not the blog's), canonical form: body links to them get their trailing slash. */
  sitePaths: string[];
}

export const templateNames: ReadonlyArray<keyof BlogTemplates> = [
  "list",
  "post",
  "postNotFound",
  "archiveIndex",
  "archiveMonth",
];

/** The plugin's entry in gatsby-config's plugins. */
export const blogPlugin = (options: BlogOptions): PluginRef => ({ resolve: "blog", options: { ...options } });
