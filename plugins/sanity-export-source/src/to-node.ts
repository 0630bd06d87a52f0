import type { ExportedImage, SanityExportDocument } from "./read-export";

/** What the node conversion needs from Gatsby's node helpers. */
export interface NodeHelpers {
  createNodeId: (input: string) => string;
  createContentDigest: (input: string | object) => string;
}

export interface SanityNode {
  id: string;
  _id: string;
  _type: string;
  children: string[];
  internal: { type: string; contentDigest: string };
  [field: string]: unknown;
}

// gatsby-source-sanity's src/util/documentIds.ts, restated.
export const isDraftId = (id: string): boolean => id.startsWith("drafts.");
export const unprefixId = (id: string): string => id.replace(/^drafts\./, "");

/** Asset ids stay as they are; other ids become `-` + createNodeId(id), which no Sanity id can start with. */
export function safeId(id: string, createNodeId: (input: string) => string): string {
  return /^(image|file)-[a-z0-9]{32,}-/.test(id) ? id : `-${createNodeId(id)}`;
}

/** post → SanityPost, sanity.imageAsset → SanityImageAsset, blog_post → SanityBlogPost. */
export function getTypeName(type: string): string {
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  const name = words.join("");
  return name.startsWith("Sanity") ? name : `Sanity${name}`;
}

/** `_raw_data_body` → `_rawDataBody` (lodash camelCase of "raw_data_" + field). */
export function rawDataKey(field: string): string {
  return `_rawData${field.charAt(0).toUpperCase()}${field.slice(1)}`;
}

function rewriteReferences(value: unknown, createNodeId: (input: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteReferences(item, createNodeId));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, child]) => [
      key,
      key === "_ref" && typeof child === "string"
        ? safeId(child, createNodeId)
        : rewriteReferences(child, createNodeId),
    ]),
  );
}

/**
 * A Sanity document as gatsby-source-sanity's toGatsbyNode turns it into a node:
 * references rewritten to node ids, `_rawData<Field>` copies of the
 * non-scalar fields (rawFieldsByType, from the deployed API), and an id that ignores the drafts. prefix when drafts
 * are overlaid.
 */
export function toSanityNode(
  doc: SanityExportDocument,
  helpers: NodeHelpers,
  { overlayDrafts, rawFieldsByType }: { overlayDrafts: boolean; rawFieldsByType: Record<string, string[]> },
): SanityNode {
  const type = getTypeName(doc._type);
  const withRefs = rewriteReferences(doc, helpers.createNodeId) as SanityExportDocument;
  const rawAliases = Object.fromEntries((rawFieldsByType[type] ?? []).map((field) => [rawDataKey(field), doc[field]]));
  const imageFields =
    type === "SanityImageAsset"
      ? {
          filename: withRefs.originalFilename,
          width: (withRefs.metadata as { dimensions?: { width?: number } } | undefined)?.dimensions?.width,
          height: (withRefs.metadata as { dimensions?: { height?: number } } | undefined)?.dimensions?.height,
          url: withRefs.url,
          placeholderUrl: null,
        }
      : {};
  return {
    ...withRefs,
    ...rawAliases,
    ...imageFields,
    id: safeId(overlayDrafts ? unprefixId(doc._id) : doc._id, helpers.createNodeId),
    children: [],
    internal: { type, contentDigest: helpers.createContentDigest(JSON.stringify(withRefs)) },
  };
}

const mimeTypes: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
};

/** The sanity.imageAsset document the Content Lake holds for an exported image file. */
export function imageAssetDocument(
  image: ExportedImage,
  { dataset, size, publicUrl }: { dataset: string; size: number; publicUrl: string },
): SanityExportDocument {
  const { width, height } = image;
  return {
    _id: image.assetId,
    _type: "sanity.imageAsset",
    _rev: image.sha1.slice(0, 22),
    _createdAt: image.createdAt ?? "",
    _updatedAt: image.createdAt ?? "",
    assetId: image.sha1,
    sha1hash: image.sha1,
    extension: image.extension,
    mimeType: mimeTypes[image.extension] ?? `image/${image.extension}`,
    originalFilename: image.fileName,
    path: `images/local/${dataset}/${image.sha1}-${width}x${height}.${image.extension}`,
    size,
    url: publicUrl,
    metadata: {
      _type: "sanity.imageMetadata",
      dimensions: { _type: "sanity.imageDimensions", width, height, aspectRatio: width / height },
      hasAlpha: image.extension === "png",
      isOpaque: true,
    },
  };
}

/**
 * Which documents become nodes, as gatsby-source-sanity decides: drafts only
 * when overlaid, and then in place of their published version.
 */
export function documentsToSource(documents: SanityExportDocument[], overlayDrafts: boolean): SanityExportDocument[] {
  if (!overlayDrafts) return documents.filter((doc) => !isDraftId(doc._id));
  const draftIds = new Set(documents.filter((doc) => isDraftId(doc._id)).map((doc) => unprefixId(doc._id)));
  return documents.filter((doc) => isDraftId(doc._id) || !draftIds.has(doc._id));
}
