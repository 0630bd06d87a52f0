/**
 * A thin index: each Gatsby Node API lives in its own module under src/node-apis.
 */
export { onPostBuild } from "./src/node-apis/on-post-build";
export { createSchemaCustomization, sourceNodes } from "./src/node-apis/site-routes";
