import type { GatsbyNode } from "gatsby";

import { routes } from "../config/routes";

/**
 * The route table's metadata as SiteRoute nodes. Pages' Head reads them through a static
 * query, so the titles, descriptions and keywords of every route travel as JSON once, not inside
 * each page's JavaScript.
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
