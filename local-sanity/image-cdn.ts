// What Sanity's image CDN (cdn.sanity.io, https://www.sanity.io/docs/image-urls) answers for a
// file and its query, made with sharp: the local API serves the export's and uploaded images this
// way, and the browser tests answer for cdn.sanity.io with it (e2e/support/sanity-image-cdn.ts).
import sharp from "sharp";

/** The CDN's largest output side (its documented limit). */
export const maxOutputSide = 8192;

const outputFormats = { jpg: "jpeg", pjpg: "jpeg", png: "png", webp: "webp" } as const;
const contentTypes = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

/** A query value the CDN would refuse (a rect outside the picture, a size that is not a number). */
export class ImageParamError extends Error {}

function size(query: URLSearchParams, name: string, dpr: number): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new ImageParamError(`${name} must be a positive number`);
  return Math.min(maxOutputSide, Math.round(value * dpr));
}

/**
 * The picture for a query: `rect` (left,top,width,height) cut first, then `w`/`h` (times `dpr`)
 * with `fit` (crop and fill: exactly that box, centred, since @sanity/image-url has already
 * written the editor's crop and hotspot into `rect`; max: within it, never enlarged; others:
 * within it), in `fm`'s format (jpg, png, webp) or, with `auto=format`, WebP for a browser that
 * takes it, else the file's own format when sharp writes it (PNG otherwise).
 */
export async function renderCdnImage(
  file: string,
  query: URLSearchParams,
  { accept = "" }: { accept?: string } = {},
): Promise<{ body: Buffer; contentType: string }> {
  const source = sharp(file, { failOn: "none" });
  const meta = await source.metadata();
  let image = source.rotate();
  const rect = query.get("rect")?.split(",").map(Number);
  if (rect) {
    const [left = -1, top = -1, width = 0, height = 0] = rect;
    const inside =
      rect.length === 4 &&
      rect.every(Number.isInteger) &&
      left >= 0 &&
      top >= 0 &&
      width > 0 &&
      height > 0 &&
      left + width <= (meta.width ?? 0) &&
      top + height <= (meta.height ?? 0);
    if (!inside) throw new ImageParamError("rect must be left,top,width,height inside the picture");
    image = image.extract({ left, top, width, height });
  }
  const dpr = Math.min(3, Math.max(1, Number(query.get("dpr")) || 1));
  const width = size(query, "w", dpr);
  const height = size(query, "h", dpr);
  const fit = query.get("fit") ?? "clip";
  if (width || height) {
    const cover = (fit === "crop" || fit === "fill") && width && height;
    image = image.resize(width, height, { fit: cover ? "cover" : "inside", withoutEnlargement: fit === "max" });
  }
  const asked = query.get("fm") as keyof typeof outputFormats | null;
  const own = meta.format === "jpeg" || meta.format === "png" || meta.format === "webp" ? meta.format : "png";
  const format =
    asked && asked in outputFormats
      ? outputFormats[asked]
      : query.get("auto") === "format" && accept.includes("image/webp")
        ? "webp"
        : own;
  return { body: await image.toFormat(format).toBuffer(), contentType: contentTypes[format] };
}
