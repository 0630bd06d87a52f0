/**
 * A thin index: each Gatsby Node API lives in its own module under src/node-apis.
 */
export { onCreateNode } from "./src/node-apis/blog-post-nodes";
export { createPages } from "./src/node-apis/blog-pages";
export { createSchemaCustomization } from "./src/node-apis/create-schema-customization";
export { onPostBuild } from "./src/node-apis/on-post-build";
export { sourceNodes } from "./src/node-apis/site-routes";
export { createResolvers } from "./src/node-apis/social-cards/social-card-schema";
