/**
 * The blog as one part of the house (as LekoArts' minimal-blog core): the source-neutral
 * `BlogPost` interface, the publication rules, the pages (list, archive, posts) and (see
 * src/feed.ts) the RSS feed.
 * A content source plugs in by implementing `BlogPost` for its nodes; the Sanity one
 * (gatsby-source-sanity, or the bundled export that creates the same nodes) is src/sanity-blog-post.ts.
 */
import type { GatsbyNode } from "gatsby";

export { createPages } from "./src/create-pages";
export { onCreateNode } from "./src/sanity-blog-post";
export { createSchemaCustomization } from "./src/schema";

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    templatesDir: Joi.string()
      .required()
      .description(
        "Folder with blog-list.tsx, blog-post.tsx, blog-post-not-found.tsx, blog-archive-index.tsx and blog-archive-month.tsx",
      ),
    listSize: Joi.number().integer().min(1).required().description("Posts on /blog"),
    archivePageSize: Joi.number()
      .integer()
      .min(1)
      .required()
      .description("Posts on one archive page; a month with more gets more pages"),
    sitePaths: Joi.array()
      .items(Joi.string().pattern(/^\/(.*\/)?$/))
      .required()
      .description("The site's other pages (canonical, trailing slash), for body links"),
    postNotFoundPath: Joi.string().required().description("The page every other /blog/... path shows"),
  });
