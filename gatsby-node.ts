/**
 * A thin index: each Gatsby Node API lives in its own module under src/node-apis.
 * The blog's node APIs are the local plugin plugins/blog.
 */
export { createSchemaCustomization } from "./src/node-apis/create-schema-customization";
export { onCreateWebpackConfig } from "./src/node-apis/on-create-webpack-config";
export { onPostBuild } from "./src/node-apis/on-post-build";
export { sourceNodes } from "./src/node-apis/site-routes";
export { createResolvers } from "./src/node-apis/social-cards/social-card-schema";
