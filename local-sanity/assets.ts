// Images, as Sanity serves and takes them: the image CDN's files at /images/{projectId}/{dataset}/…
// (where a Studio's image URLs point for this API) and uploads at POST /v…/assets/images/{dataset}.
//
// Where a Studio's image URLs point: the Studio builds them with @sanity/image-url from its client
// (`createImageUrlBuilder(client)` in sanity's SanityDefaultPreview, StudioImageInput and the image
// diff), whose `clientConfigToOptions` (src/builder.ts) takes `apiHost` and turns a leading
// `https://api.` into `https://cdn.`; `specToImageUrl` (src/urlForImage.ts) then writes
// `{baseUrl}/images/{projectId}/{dataset}/{assetId}-{w}x{h}.{ext}[?rect=…&w=…&h=…&fit=…]`. So for
// apiHost https://localhost:PORT the pictures are asked of this server, at that path.
//
// The upload: @sanity/client's `assets.upload('image', body, options)` (src/assets/AssetsClient.ts,
// `_upload`) POSTs the file's bytes to `assets/images/{dataset}` with `filename`, `label`, `title`,
// `description`, `creditLine`, `meta` and `source…` in the query, and reads `body.document`: the
// sanity.imageAsset document (SanityImageAssetDocument in its src/types.ts). Sanity keeps one asset
// per file content: uploading the same bytes again answers the existing document.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";

import { type ImageAsset, imageAssetDocument, imageFileName } from "./dataset.ts";
import { type ApiRequest, type ApiResponse, type EndpointContext, plainError, readBytes, sendJson } from "./http.ts";
import { ImageParamError, renderCdnImage } from "./image-cdn.ts";
import type { Documents } from "./types.ts";

/** The largest upload taken; Sanity's own limit is higher, a local Studio's pictures are far smaller. */
export const maxUploadBytes = 50 * 1024 * 1024;

/** What an answer with a binary body needs beyond ApiResponse (both node:http and http2's compat responses have it). */
type BinaryResponse = ApiResponse & { end(chunk: Buffer): unknown };

interface AssetOptions {
  projectId: string;
  dataset: string;
  documents: Documents;
  /** Local files by cdn.sanity.io file name: the export's, and uploads once written. */
  files: Map<string, string>;
  /** Commits mutations as a client's write is committed (listeners hear of the new asset). */
  commit: (mutations: unknown[]) => Promise<unknown>;
}

const imagePath = /^\/images\/([^/]+)\/([^/]+)\/([a-f0-9]{40}-\d+x\d+\.[a-z0-9]+)(?:\/[^/]*)?$/;
const textParam = (url: URL, name: string) => url.searchParams.get(name)?.slice(0, 1000) || undefined;

export function createAssetEndpoints({ projectId, dataset, documents, files, commit }: AssetOptions) {
  let uploadDir: string | undefined;

  /** GET|HEAD /images/{projectId}/{dataset}/{file}: the picture as the CDN makes it; false for any other path. */
  async function serveImage(request: ApiRequest, response: ApiResponse, url: URL): Promise<boolean> {
    if (!url.pathname.startsWith("/images/")) return false;
    const match = imagePath.exec(url.pathname);
    if (request.method !== "GET" && request.method !== "HEAD")
      throw plainError(405, `${request.method ?? "?"} is not allowed on images: GET or HEAD`);
    const file = match && match[1] === projectId && match[2] === dataset ? files.get(match[3] ?? "") : undefined;
    if (!file) throw plainError(404, `No image at ${url.pathname.slice(0, 200)}`);
    let picture: { body: Buffer; contentType: string };
    try {
      picture = await renderCdnImage(file, url.searchParams, { accept: request.headers.accept ?? "" });
    } catch (error) {
      if (error instanceof ImageParamError) throw plainError(400, error.message);
      throw error;
    }
    response.writeHead(200, {
      "content-type": picture.contentType,
      "content-length": String(picture.body.length),
      // File names are the content's hash, and the query says everything else, as on the CDN.
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept",
    });
    if (request.method === "HEAD") response.end();
    else (response as BinaryResponse).end(picture.body);
    return true;
  }

  /** POST assets/images/{dataset}: stores the picture and answers { document }; false for any other path. */
  async function upload(context: EndpointContext): Promise<boolean> {
    const match = /^\/assets\/images\/([^/]+)$/.exec(context.path);
    if (!match) return false;
    if (context.method !== "POST") throw plainError(405, "Upload an image with POST");
    if (match[1] !== dataset) throw plainError(404, `Dataset "${String(match[1]).slice(0, 100)}" not found`);
    if (!context.authorized) throw plainError(401, "Uploading an asset needs a token that may write");
    const bytes = await readBytes(context.request, { maxBytes: maxUploadBytes, what: "The file" });
    if (bytes.length === 0) throw plainError(400, "The request has no file: send the image's bytes as its body");
    let meta: sharp.Metadata;
    try {
      meta = await sharp(bytes).metadata();
    } catch {
      throw plainError(
        400,
        "Invalid image: the file is not a picture this API can read (JPEG, PNG, WebP, GIF, AVIF, TIFF, SVG)",
      );
    }
    // Sanity stores a picture upright: the EXIF orientation turns its width and height.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = (turned ? meta.height : meta.width) ?? 0;
    const height = (turned ? meta.width : meta.height) ?? 0;
    if (width === 0 || height === 0) throw plainError(400, "Invalid image: it has no width or height");
    const extension = meta.format === "jpeg" ? "jpg" : (meta.format ?? "bin");
    const sha1 = createHash("sha1").update(bytes).digest("hex");
    const id = `image-${sha1}-${width}x${height}-${extension}`;
    const existing = documents.get(id) as ImageAsset | undefined;
    if (existing) {
      sendJson(context.response, 200, { document: existing });
      return true;
    }
    uploadDir ??= mkdtempSync(join(tmpdir(), "sanity-local-uploads-"));
    const fileName = imageFileName({ sha1, width, height, extension });
    const path = join(uploadDir, fileName);
    writeFileSync(path, bytes);
    files.set(fileName, path);
    const now = new Date().toISOString();
    const optional: Record<string, string> = {};
    for (const name of ["label", "title", "description", "creditLine"]) {
      const value = textParam(context.url, name);
      if (value !== undefined) optional[name] = value;
    }
    const document: ImageAsset = {
      ...imageAssetDocument({
        sha1,
        width,
        height,
        extension,
        bytes: bytes.length,
        hasAlpha: meta.hasAlpha === true,
        isOpaque: meta.hasAlpha !== true || (await sharp(bytes).stats()).isOpaque,
        originalFilename: textParam(context.url, "filename") ?? fileName,
        createdAt: now,
        projectId,
        dataset,
      }),
      ...optional,
    };
    // Through the write path, so a listening build (gatsby develop) makes the asset's node before
    // a post refers to it; createIfNotExists: two uploads of the same bytes make one asset.
    await commit([{ createIfNotExists: document }]);
    sendJson(context.response, 200, { document: documents.get(id) ?? document });
    return true;
  }

  return {
    serveImage,
    upload,
    /** Deletes the uploaded files (the documents go with the server). */
    close: () => {
      if (uploadDir) rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
