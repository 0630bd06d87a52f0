import type { GatsbyNode } from "gatsby";

import { createSchemaCustomization as blogSchema } from "./blog-schema";
import { createSchemaCustomization as siteRouteSchema } from "./site-routes";

type CreateSchemaCustomization = NonNullable<GatsbyNode["createSchemaCustomization"]>;

/** Gatsby takes one createSchemaCustomization per gatsby-node; each feature declares its own types. */
export const createSchemaCustomization: CreateSchemaCustomization = async (args, options, callback) => {
  for (const customize of [siteRouteSchema, blogSchema]) await customize?.(args, options, callback);
};
