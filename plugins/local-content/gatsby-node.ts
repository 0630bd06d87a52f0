/** Local plugin: the site's JSON content (content/site) as typed nodes. */
export { createSchemaCustomization } from "./schema";
export { sourceNodes } from "./source-nodes";
