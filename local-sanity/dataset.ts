// A dataset held in memory as Sanity's Content Lake holds it: documents with `asset: { _ref }`
// references and one `sanity.imageAsset` document per image, read from an NDJSON export as
// `sanity dataset export` writes it (`_sanityAsset: "image@file://./images/…"` pointers).
import { readFileSync, statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";

import type { Documents, SanityDocument } from "./types.ts";

/** The document Sanity keeps for an uploaded image. */
export interface ImageAsset extends SanityDocument {
  sha1hash: string;
  extension: string;
  metadata: {
    _type: "sanity.imageMetadata";
    dimensions: { _type: "sanity.imageDimensions"; width: number; height: number; aspectRatio: number };
    hasAlpha: boolean;
    isOpaque: boolean;
  };
}

interface ReadContext {
  exportDir: string;
  projectId: string;
  dataset: string;
  /** Assets by the absolute path of their file. */
  assets: Map<string, ImageAsset>;
  /** Absolute paths by cdn.sanity.io file name. */
  files: Map<string, string>;
  /** The _createdAt of the document being read, given to the assets it brings. */
  createdAt: string;
}

const assetPointer = /^image@file:\/\/(.+)$/;
const exportedFileName = /^([a-f0-9]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/;
export const mimeTypes: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

/** What an image asset document is made from: its file's hash, size in pixels and bytes, and format. */
export interface ImageFileFacts {
  sha1: string;
  width: number;
  height: number;
  extension: string;
  bytes: number;
  hasAlpha: boolean;
  isOpaque: boolean;
  originalFilename: string;
  createdAt: string;
  projectId: string;
  dataset: string;
}

/** The cdn.sanity.io file name of an image: {sha1}-{width}x{height}.{ext}. */
export const imageFileName = ({
  sha1,
  width,
  height,
  extension,
}: Pick<ImageFileFacts, "sha1" | "width" | "height" | "extension">) => `${sha1}-${width}x${height}.${extension}`;

/** The image asset document Sanity keeps for an uploaded file, with its cdn.sanity.io URL. */
export function imageAssetDocument(facts: ImageFileFacts): ImageAsset {
  const { sha1, width: w, height: h, extension, projectId, dataset, createdAt } = facts;
  return {
    _id: `image-${sha1}-${w}x${h}-${extension}`,
    _type: "sanity.imageAsset",
    _rev: sha1.slice(0, 22),
    _createdAt: createdAt,
    _updatedAt: createdAt,
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType: mimeTypes[extension] ?? `image/${extension}`,
    originalFilename: facts.originalFilename,
    path: `images/${projectId}/${dataset}/${imageFileName(facts)}`,
    size: facts.bytes,
    uploadId: sha1.slice(0, 32),
    url: `https://cdn.sanity.io/images/${projectId}/${dataset}/${imageFileName(facts)}`,
    metadata: {
      _type: "sanity.imageMetadata",
      dimensions: { _type: "sanity.imageDimensions", width: w, height: h, aspectRatio: w / h },
      hasAlpha: facts.hasAlpha,
      isOpaque: facts.isOpaque,
    },
  };
}

/** The asset document of an exported file (its name says its hash, size and format). */
function imageAsset(absolutePath: string, { projectId, dataset, createdAt }: ReadContext): ImageAsset {
  const fileName = basename(absolutePath);
  const match = exportedFileName.exec(fileName);
  if (!match) throw new Error(`${fileName}: exported images are named {sha1}-{width}x{height}.{ext}`);
  const [, sha1 = "", width, height, extension = ""] = match;
  return imageAssetDocument({
    sha1,
    width: Number(width),
    height: Number(height),
    extension,
    bytes: statSync(absolutePath).size,
    hasAlpha: extension === "png",
    isOpaque: true,
    originalFilename: fileName,
    createdAt,
    projectId,
    dataset,
  });
}

function linkAssets(value: unknown, context: ReadContext): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => linkAssets(item, context));
  if (value === null || typeof value !== "object") return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const pointer = key === "_sanityAsset" && typeof child === "string" ? assetPointer.exec(child) : null;
    if (pointer) {
      const absolutePath = resolve(context.exportDir, pointer[1] ?? "");
      const asset = context.assets.get(absolutePath) ?? imageAsset(absolutePath, context);
      context.assets.set(absolutePath, asset);
      context.files.set(
        imageFileName({
          sha1: asset.sha1hash,
          width: asset.metadata.dimensions.width,
          height: asset.metadata.dimensions.height,
          extension: asset.extension,
        }),
        absolutePath,
      );
      result.asset = { _type: "reference", _ref: asset._id };
    } else {
      result[key] = linkAssets(child, context);
    }
  }
  return result;
}

/**
 * Reads an export into { documents: Map<_id, doc>, files: Map<cdn file name, absolute path> }.
 * Bad lines fail loudly with their line number: a half-read dataset would pass for content.
 */
export function readDataset(
  exportPath: string,
  { projectId, dataset }: { projectId: string; dataset: string },
): { documents: Documents; files: Map<string, string> } {
  const context: ReadContext = {
    exportDir: dirname(exportPath),
    projectId,
    dataset,
    assets: new Map(),
    files: new Map(),
    createdAt: "",
  };
  const documents: Documents = new Map();
  readFileSync(exportPath, "utf8")
    .split("\n")
    .forEach((line, index) => {
      if (!line.trim()) return;
      let doc: SanityDocument;
      try {
        // An export's lines are documents, as `sanity dataset export` wrote them.
        doc = JSON.parse(line) as SanityDocument;
      } catch (error) {
        throw new Error(
          `${exportPath}:${index + 1} is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
        );
      }
      context.createdAt = doc._createdAt ?? "";
      documents.set(doc._id, linkAssets(doc, context) as SanityDocument);
    });
  for (const asset of context.assets.values()) documents.set(asset._id, asset);
  return { documents, files: context.files };
}
