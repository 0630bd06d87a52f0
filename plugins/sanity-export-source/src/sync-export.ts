import { copyFileSync, existsSync, mkdirSync, statSync } from "node:fs";
import { join } from "node:path";

import type { SourceNodesArgs } from "gatsby";

import { readSanityExport } from "./read-export";
import { documentsToSource, imageAssetDocument, type SanityNode, toSanityNode } from "./to-node";

export interface ExportSourceOptions {
  /** The NDJSON file; its images/ folder sits beside it. */
  exportPath: string;
  dataset: string;
  /** Drafts replace their published documents (editors' preview in `gatsby develop`). */
  overlayDrafts: boolean;
  /** Re-source when the export file changes (`gatsby develop`). */
  watch: boolean;
  /** Where the image files are copied so their `url` answers; served at /blog-assets. */
  publicDir: string;
  /** The GraphQL API the Studio's schemas deploy (sanity/graphql-api.graphql): the node types come from it. */
  graphqlSchemaPath: string;
}

export const publicAssetPath = "/blog-assets";

/**
 * Reads the export and makes the node store match it: creates or updates a
 * node per document (Gatsby skips unchanged digests) and deletes the nodes of
 * documents that are gone. Returns the node count.
 */
export function createExportSync(
  {
    actions,
    createNodeId,
    createContentDigest,
    getNode,
  }: Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest" | "getNode">,
  options: ExportSourceOptions,
  rawFieldsByType: Record<string, string[]>,
): () => number {
  let sourcedIds = new Set<string>();

  return () => {
    const { documents, images } = readSanityExport(options.exportPath);
    const assetDir = join(options.publicDir, publicAssetPath);
    mkdirSync(assetDir, { recursive: true });
    const listedAssets = new Set(documents.filter((doc) => doc._type === "sanity.imageAsset").map((doc) => doc._id));
    const assetDocuments = [...images.values()]
      .filter((image) => !listedAssets.has(image.assetId))
      .map((image) => {
        const target = join(assetDir, image.fileName);
        if (!existsSync(target)) copyFileSync(image.absolutePath, target);
        return imageAssetDocument(image, {
          dataset: options.dataset,
          size: statSync(image.absolutePath).size,
          publicUrl: `${publicAssetPath}/${image.fileName}`,
        });
      });

    const helpers = { createNodeId, createContentDigest };
    const nodes: SanityNode[] = documentsToSource([...assetDocuments, ...documents], options.overlayDrafts).map((doc) =>
      toSanityNode(doc, helpers, { overlayDrafts: options.overlayDrafts, rawFieldsByType }),
    );
    const nextIds = new Set(nodes.map((node) => node.id));
    for (const node of nodes) void actions.createNode(node);
    for (const id of sourcedIds) {
      const stale = nextIds.has(id) ? undefined : getNode(id);
      if (stale) actions.deleteNode(stale);
    }
    sourcedIds = nextIds;
    return nodes.length;
  };
}
