/**
 * Sources a bundled Sanity dataset export (`sanity dataset export` NDJSON plus
 * its images/ folder) into the nodes gatsby-source-sanity would create from
 * the same dataset: SanityPost, SanityAuthor and SanityImageAsset, with the
 * same fields, ids and references. The site runs it when SANITY_PROJECT_ID is
 * unset; in `gatsby develop` it watches the export and re-sources on change.
 */
import { dirname, join } from "node:path";

import type { GatsbyNode } from "gatsby";
import chokidar from "chokidar";

import { imageDataFieldConfig, imageEnums } from "./src/image-data";
import { rawFieldResolvers } from "./src/raw-fields";
import { loadSanityNodeSchema } from "./src/schema";
import { createExportSync, type ExportSourceOptions } from "./src/sync-export";

let watcher: chokidar.FSWatcher | undefined;

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    exportPath: Joi.string().required().description("Absolute path of the NDJSON export"),
    dataset: Joi.string().default("production"),
    overlayDrafts: Joi.boolean().default(false),
    watch: Joi.boolean().default(false),
    publicDir: Joi.string().required().description("The site's public/ folder"),
    graphqlSchemaPath: Joi.string()
      .required()
      .description("Absolute path of the deployed GraphQL API (sanity/graphql-api.graphql)"),
  });

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (
  { actions, schema, reporter, cache, pathPrefix },
  pluginOptions,
) => {
  const { exportPath, graphqlSchemaPath } = pluginOptions as unknown as ExportSourceOptions;
  actions.createTypes([
    ...Object.entries(imageEnums).map(([name, values]) =>
      schema.buildEnumType({
        name,
        values: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value }])),
      }),
    ),
    loadSanityNodeSchema(graphqlSchemaPath, reporter).typeDefs,
    // Merged into the SDL type above, as gatsby-source-sanity merges its image CDN field.
    schema.buildObjectType({
      name: "SanityImageAsset",
      interfaces: ["SanityDocument", "Node"],
      fields: {
        gatsbyImageData: imageDataFieldConfig({
          imagesDir: join(dirname(exportPath), "images"),
          reporter,
          cache,
          pathPrefix,
        }) as never,
      },
    }),
  ]);
};

export const createResolvers: GatsbyNode["createResolvers"] = (
  { createResolvers, createNodeId, reporter },
  pluginOptions,
) => {
  const { graphqlSchemaPath } = pluginOptions as unknown as ExportSourceOptions;
  // Gatsby types createResolvers as `Function`; it takes the resolver map, by type name.
  const addResolvers = createResolvers as (resolvers: Record<string, unknown>) => void;
  addResolvers(rawFieldResolvers(loadSanityNodeSchema(graphqlSchemaPath, reporter).rawFieldOwners, createNodeId));
};

export const sourceNodes: GatsbyNode["sourceNodes"] = (args, pluginOptions) => {
  const options = pluginOptions as unknown as ExportSourceOptions;
  const sync = createExportSync(
    args,
    options,
    loadSanityNodeSchema(options.graphqlSchemaPath, args.reporter).rawFieldsByType,
  );
  const count = sync();
  args.reporter.info(`[sanity-export-source] ${count} nodes from ${options.exportPath}`);

  if (options.watch && !watcher) {
    watcher = chokidar.watch(options.exportPath, {
      ignoreInitial: true,
      awaitWriteFinish: { stabilityThreshold: 100 },
    });
    watcher.on("change", () => {
      try {
        const updated = sync();
        args.reporter.info(`[sanity-export-source] export changed: re-sourced ${updated} nodes`);
      } catch (error) {
        // A half-saved or invalid export must not stop the develop server; the next save retries.
        args.reporter.error(`[sanity-export-source] could not re-read the export: ${(error as Error).message}`);
      }
    });
  }
};
