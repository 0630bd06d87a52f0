/**
 * The blog as one part of the house (as LekoArts' minimal-blog core): the source-neutral
 * `BlogPost` interface, the publication rules, the pages (list, archive, posts), the RSS feed
 * (src/feed.ts) and the schedule a scheduler reads (shared/schedule.ts). gatsby-config passes the
 * site's templates and sizes through the typed options of config.ts.
 * A content source plugs in by implementing `BlogPost` for its nodes; the Sanity one
 * (gatsby-source-sanity, or the bundled export that creates the same nodes) is src/sanity-blog-post.ts.
 */
import type { GatsbyNode } from "gatsby";

import { templateNames } from "./config";

export { createPages } from "./src/create-pages";
export { onCreateNode } from "./src/sanity-blog-post";
export { onPostBuild } from "./src/post-build";
export { createSchemaCustomization } from "./src/schema";

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    templates: Joi.object(
      Object.fromEntries(
        templateNames.map((name) => [name, Joi.string().required().description(`The ${name} template's file`)]),
      ),
    )
      .required()
      .description("The site's template for each kind of blog page (config.ts, BlogTemplates)"),
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
