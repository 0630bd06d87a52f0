/**
 * A thin index: each Gatsby Node API lives in its own module under src/node-apis.
 */
export { onPostBuild } from "./src/node-apis/strip-null-bytes";
