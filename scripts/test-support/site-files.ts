// What a temporary copy of the site needs to build or develop (the blog-scale and publish
// benches, the develop and Sanity-path browser tests): everything Gatsby reads, content/ too
// (the local plugins read it), the floor gatsby-config's deploy check imports (server-hardening/:
// isHttpUrl), and the deployed GraphQL API the blog's types come from.
export const siteFiles: string[] = [
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
  "src",
  "plugins",
  "static",
  "content",
  "server-hardening",
  "sanity/graphql-api.graphql",
];
