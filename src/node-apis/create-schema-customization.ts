import type { GatsbyNode } from "gatsby";

import { createSchemaCustomization as siteRouteSchema } from "./site-routes";
import { createSchemaCustomization as socialCardSchema } from "./social-cards/social-card-schema";

type CreateSchemaCustomization = NonNullable<GatsbyNode["createSchemaCustomization"]>;
type Args = Parameters<CreateSchemaCustomization>;

/**
 * Gatsby takes one createSchemaCustomization per gatsby-node; each feature declares its own types.
 * Two parameters on purpose: Gatsby treats an API function with a third (callback) parameter as
 * callback-style and waits for the callback forever.
 */
export const createSchemaCustomization = async (args: Args[0], options: Args[1]): Promise<void> => {
  for (const customize of [siteRouteSchema, socialCardSchema]) await customize?.(args, options, () => undefined);
};
