import { existsSync } from "node:fs";
import { basename, extname, join } from "node:path";

import type { GatsbyCache, Reporter } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { getGatsbyImageFieldConfig } from "gatsby-plugin-image/graphql-utils";
import { generateImageData } from "gatsby-plugin-sharp";

import { croppedFile, sanityRect } from "./image-crop";

interface AssetNode {
  _id: string;
  sha1hash: string;
  originalFilename: string;
  /** The editor's framing, when a BlogImage passes the asset on with it (plugins/blog). */
  crop?: { top: number; bottom: number; left: number; right: number };
  hotspot?: { x: number; y: number; width: number; height: number };
  metadata?: { dimensions?: { aspectRatio?: number } };
}

/**
 * `gatsbyImageData` on SanityImageAsset, served by sharp from the bundled file
 * instead of Sanity's image CDN. The arguments are gatsby-source-sanity's
 * (including its placeholder and fit enums), so one query works on both.
 */
export function imageDataFieldConfig({
  imagesDir,
  reporter,
  cache,
  pathPrefix,
}: {
  /** The export's images/ folder, where `sanity dataset export` puts every file. */
  imagesDir: string;
  reporter: Reporter;
  cache: GatsbyCache;
  pathPrefix: string;
}): ReturnType<typeof getGatsbyImageFieldConfig<AssetNode, unknown, Record<string, unknown>>> {
  // The same image at the same size is asked for again and again (an author's
  // avatar on every post and card), so each result is computed once per process.
  const results = new Map<string, Promise<IGatsbyImageData | null | undefined>>();
  return getGatsbyImageFieldConfig<AssetNode, unknown, Record<string, unknown>>(
    (asset, args) => {
      const key = `${asset.sha1hash}:${JSON.stringify([asset.crop, asset.hotspot])}:${JSON.stringify(args)}`;
      let result = results.get(key);
      if (!result) {
        result = imageData(asset, args);
        results.set(key, result);
        result.catch(() => results.delete(key));
      }
      return result;
    },
    {
      placeholder: { type: "SanityGatsbyImagePlaceholder", defaultValue: "dominantColor" },
      fit: { type: "SanityImageFit", defaultValue: "fill" },
    },
  );

  async function imageData(
    asset: AssetNode,
    args: Record<string, unknown>,
  ): Promise<IGatsbyImageData | null | undefined> {
    // Derived from the node, not from sourcing state: page queries may run in worker processes.
    const absolutePath = join(imagesDir, asset.originalFilename);
    if (!existsSync(absolutePath)) return null;
    const extension = extname(absolutePath).slice(1);
    const framed = await framedFile(asset, absolutePath, extension, args, cache.directory);
    const file = {
      absolutePath: framed.path,
      relativePath: asset.originalFilename,
      base: basename(absolutePath),
      name: basename(absolutePath, `.${extension}`),
      extension,
      internal: { contentDigest: framed.digest },
    };
    const { fit, ...imageArgs } = args;
    const transformOptions = { fit: fit === "max" || fit === "clip" ? "inside" : "cover" };
    return generateImageData({ file, args: { ...imageArgs, transformOptions }, pathPrefix, reporter, cache });
  }
}

/**
 * The file to size: the bundled one, or (with a crop or hotspot) the part of it Sanity's CDN
 * would show at the aspect ratio asked for (that of the args, else the picture's own).
 */
async function framedFile(
  asset: AssetNode,
  absolutePath: string,
  extension: string,
  args: Record<string, unknown>,
  cacheDir: string,
): Promise<{ path: string; digest: string }> {
  const whole = { path: absolutePath, digest: asset.sha1hash };
  if (!asset.crop && !asset.hotspot) return whole;
  const { aspectRatio, width, height } = args as { aspectRatio?: number; width?: number; height?: number };
  const ratio = aspectRatio ?? (width && height ? width / height : asset.metadata?.dimensions?.aspectRatio);
  if (!ratio) return whole;
  const rect = sanityRect(asset._id, { crop: asset.crop, hotspot: asset.hotspot }, ratio);
  if (!rect) return whole;
  return croppedFile(absolutePath, rect, { cacheDir, hash: asset.sha1hash, extension });
}

/** The two enums gatsby-source-sanity's gatsbyImageData arguments use, with its values. */
export const imageEnums = {
  SanityGatsbyImagePlaceholder: { DOMINANT_COLOR: "dominantColor", BLURRED: "blurred", NONE: "none" },
  SanityImageFit: {
    CLIP: "clip",
    CROP: "crop",
    FILL: "fill",
    FILLMAX: "fillmax",
    MAX: "max",
    SCALE: "scale",
    MIN: "min",
  },
} as const;
