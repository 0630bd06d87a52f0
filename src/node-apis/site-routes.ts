import type { GatsbyNode } from "gatsby";

import { routes } from "../config/routes";

/**
 * The route table's metadata as SiteRoute nodes. Each page's query selects its own by key
 * (`siteRoute(key: { eq: "pricing" }) { ...RouteSeoFields }`), so a route's title, description and
 * keywords arrive in that page's page-data.json: not in every page's JavaScript, and with no
 * request of their own.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // Declared, not inferred: a missing field fails the build instead of turning null.
  actions.createTypes(`
    type SiteRoute implements Node @dontInfer {
      key: String!
      path: String!
      title: String!
      description: String!
      lang: String!
      keywords: [String!]!
    }
  `);
};

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  for (const [key, meta] of Object.entries(routes)) {
    const fields = { key, ...meta };
    // The promise is the onCreateNode runs it starts: Gatsby waits for them and reports their errors itself.
    void actions.createNode({
      ...fields,
      id: createNodeId(`site-route-${key}`),
      internal: { type: "SiteRoute", contentDigest: createContentDigest(fields) },
    });
  }
};
