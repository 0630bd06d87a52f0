/**
 * The blog as one part of the house (as LekoArts' minimal-blog core): the source-neutral
 * `BlogPost` interface, the publication rules, the pages and (see src/feed.ts) the RSS feed.
 * A content source plugs in by implementing `BlogPost` for its nodes; the Sanity one
 * (gatsby-source-sanity, or the bundled export that creates the same nodes) is src/sanity-blog-post.ts.
 */
import type { GatsbyNode } from "gatsby";

export { createPages } from "./src/create-pages";
export { onCreateNode } from "./src/sanity-blog-post";
export { createSchemaCustomization } from "./src/schema";

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    templatesDir: Joi.string().required().description("Folder with blog-list.tsx, blog-post.tsx and blog-post-not-found.tsx"),
    listSize: Joi.number().integer().min(1).required().description("Posts on /blog"),
    postNotFoundPath: Joi.string().required().description("The page every other /blog/... path shows"),
  });
