import { resolve } from "node:path";

import type { PluginRef } from "gatsby";

/** The export the site ships: content/blog/data.ndjson plus content/blog/images/. */
export const bundledExportPath = "content/blog/data.ndjson";
/** The GraphQL API the Studio's schemas deploy (`npm run sanity:graphql`): the bundled export's node types. */
export const deployedGraphqlSchemaPath = "sanity/graphql-api.graphql";

/**
 * Where blog posts come from. With SANITY_PROJECT_ID set, gatsby-source-sanity
 * reads the dataset (SANITY_DATASET, default production) at build time;
 * SANITY_TOKEN is used by Node only and never reaches the browser bundle
 * (only GATSBY_-prefixed variables do). With a token, `gatsby develop` also
 * listens for changes and overlays drafts for preview. Without a project id
 * the bundled export (or BLOG_EXPORT_PATH) is sourced into the same node types.
 * SANITY_API_HOST points the plugin at another API host (a local one for tests and
 * trying things out: projectId 127 + http://0.0.1:PORT → http://127.0.0.1:PORT/v1).
 */
export function blogSourcePlugins(
  env: NodeJS.ProcessEnv,
  { rootDir, preview }: { rootDir: string; preview: boolean },
): PluginRef[] {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  if (projectId) {
    const token = env.SANITY_TOKEN?.trim() || undefined;
    const apiHost = env.SANITY_API_HOST?.trim() || undefined;
    return [
      {
        resolve: "gatsby-source-sanity",
        options: {
          projectId,
          ...(apiHost ? { apiHost } : {}),
          dataset: env.SANITY_DATASET?.trim() || "production",
          token,
          watchMode: preview && Boolean(token),
          overlayDrafts: preview && Boolean(token),
        },
      },
    ];
  }
  return [
    {
      resolve: "sanity-export-source",
      options: {
        exportPath: resolve(rootDir, env.BLOG_EXPORT_PATH?.trim() || bundledExportPath),
        dataset: env.SANITY_DATASET?.trim() || "production",
        overlayDrafts: preview,
        watch: preview,
        publicDir: resolve(rootDir, "public"),
        graphqlSchemaPath: resolve(rootDir, deployedGraphqlSchemaPath),
      },
    },
  ];
}
