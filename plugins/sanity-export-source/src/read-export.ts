import { readFileSync } from "node:fs";
import { basename, dirname, extname, resolve } from "node:path";

/** A document as `sanity dataset export` writes it, one JSON object per line. */
export interface SanityExportDocument {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [field: string]: unknown;
}

/** An image file the export ships in its images/ folder. */
export interface ExportedImage {
  /** The asset document id Sanity gives it: image-{sha1}-{w}x{h}-{ext}. */
  assetId: string;
  sha1: string;
  width: number;
  height: number;
  extension: string;
  absolutePath: string;
  fileName: string;
  /** When the first document that uses it was created; the export keeps no date for files. */
  createdAt?: string;
}

export interface SanityExport {
  documents: SanityExportDocument[];
  images: Map<string, ExportedImage>;
}

/** "image@file://./images/{sha1}-{w}x{h}.{ext}": how the export points at a bundled file. */
const exportedAssetPattern = /^image@file:\/\/(.+)$/;
/** The export names files {sha1}-{width}x{height}.{ext}. */
const exportedFileName = /^([a-f0-9]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/;

export function parseNdjson(text: string, source = "export"): SanityExportDocument[] {
  return text
    .split("\n")
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, number }) => {
      try {
        return JSON.parse(line) as SanityExportDocument;
      } catch (error) {
        throw new Error(`${source}:${number} is not valid JSON (${(error as Error).message})`);
      }
    });
}

/** Describes a bundled image from its file name, or from its bytes when the name is not the export's. */
export function describeImage(absolutePath: string): ExportedImage {
  const fileName = basename(absolutePath);
  const match = exportedFileName.exec(fileName);
  const extension = extname(fileName).slice(1).toLowerCase();
  if (!match) {
    throw new Error(
      `${fileName}: bundled images are named {sha1}-{width}x{height}.{ext}, as the Sanity export names them`,
    );
  }
  const [, sha1 = "", width = "0", height = "0"] = match;
  return {
    assetId: `image-${sha1}-${width}x${height}-${extension}`,
    sha1,
    width: Number(width),
    height: Number(height),
    extension,
    absolutePath,
    fileName,
  };
}

/**
 * Replaces every `_sanityAsset` pointer with the `asset: { _ref }` reference the
 * Content Lake holds, collecting the files it points at.
 */
function linkAssets(
  value: unknown,
  exportDir: string,
  images: Map<string, ExportedImage>,
  createdAt?: string,
): unknown {
  if (Array.isArray(value)) return value.map((item) => linkAssets(item, exportDir, images, createdAt));
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(record)) {
    if (key === "_sanityAsset" && typeof child === "string") {
      const match = exportedAssetPattern.exec(child);
      if (!match?.[1]) throw new Error(`Unsupported asset pointer ${child}`);
      const image = describeImage(resolve(exportDir, match[1]));
      if (!images.has(image.assetId)) images.set(image.assetId, { ...image, createdAt });
      result.asset = { _type: "reference", _ref: image.assetId };
    } else {
      result[key] = linkAssets(child, exportDir, images, createdAt);
    }
  }
  return result;
}

/** Reads an NDJSON export and the images it points at. */
export function readSanityExport(exportPath: string): SanityExport {
  const exportDir = dirname(exportPath);
  const images = new Map<string, ExportedImage>();
  const documents = parseNdjson(readFileSync(exportPath, "utf8"), exportPath)
    .filter((doc) => !doc._type.startsWith("system."))
    .map((doc) => linkAssets(doc, exportDir, images, doc._createdAt) as SanityExportDocument);
  return { documents, images };
}
