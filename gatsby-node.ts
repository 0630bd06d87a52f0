/**
 * A thin index: each Gatsby Node API lives in its own module under src/node-apis.
 */
export { createSchemaCustomization } from "./src/node-apis/blog-schema";
export { onCreateNode } from "./src/node-apis/blog-post-nodes";
export { createPages } from "./src/node-apis/blog-pages";
