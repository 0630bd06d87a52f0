/**
 * The pictures of a post as the BlogPost model carries them: the cover and each picture block of
 * the body, with the editor's crop and hotspot. Both sources keep image asset ids as node ids
 * (gatsby-source-sanity's safeId), so a reference's `_ref` finds the SanityImageAsset node,
 * in node fields and in `_raw` Portable Text alike.
 */

/** Sanity's crop: the fraction of the picture cut from each side. */
export interface ImageCrop {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Sanity's hotspot: the centre (x, y) and size of the part that must stay in frame, as fractions. */
export interface ImageHotspot {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A BlogImage before resolution: which asset, its alt text, and how the editor framed it. */
export interface BlogImageSource {
  alt: string | null;
  assetId: string;
  crop?: ImageCrop;
  hotspot?: ImageHotspot;
}

/** A picture block of the body, by its block key. */
export interface BlogBodyImageSource {
  key: string;
  image: BlogImageSource;
}

const fraction = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 1;

/** The crop when every side is a fraction and something is left; else none (the whole picture). */
export function cropOf(value: unknown): ImageCrop | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { top, bottom, left, right } = value as Record<string, unknown>;
  if (!fraction(top) || !fraction(bottom) || !fraction(left) || !fraction(right)) return undefined;
  if (top + bottom >= 1 || left + right >= 1) return undefined;
  if (top + bottom + left + right === 0) return undefined;
  return { top, bottom, left, right };
}

export function hotspotOf(value: unknown): ImageHotspot | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { x, y, width, height } = value as Record<string, unknown>;
  if (!fraction(x) || !fraction(y) || !fraction(width) || !fraction(height) || width === 0 || height === 0)
    return undefined;
  return { x, y, width, height };
}

interface ImageValue {
  alt?: unknown;
  asset?: { _ref?: unknown } | null;
  crop?: unknown;
  hotspot?: unknown;
}

/** A BlogImage source for an image value (a cover or a body picture), or null without an asset. */
export function blogImageSource(value: ImageValue | null | undefined, alt: string | null): BlogImageSource | null {
  const assetId = value?.asset?._ref;
  if (typeof assetId !== "string" || assetId === "") return null;
  const crop = cropOf(value?.crop);
  const hotspot = hotspotOf(value?.hotspot);
  return { alt, assetId, ...(crop ? { crop } : {}), ...(hotspot ? { hotspot } : {}) };
}

/** The Portable Text block types that are pictures: this Studio's `bodyImage` and Sanity's standard `image`. */
const bodyPictureTypes: ReadonlySet<unknown> = new Set(["bodyImage", "image"]);

/** The picture blocks of a Portable Text body that have an asset, with their alt text (empty when decorative). */
export function bodyImageSources(body: unknown[]): BlogBodyImageSource[] {
  const images: BlogBodyImageSource[] = [];
  for (const block of body) {
    if (!block || typeof block !== "object") continue;
    const {
      _type: type,
      _key: key,
      alt,
      decorative,
    } = block as { _type?: unknown; _key?: unknown; alt?: unknown; decorative?: unknown };
    if (!bodyPictureTypes.has(type) || typeof key !== "string") continue;
    const image = blogImageSource(block, decorative === true ? "" : typeof alt === "string" ? alt : null);
    if (image) images.push({ key, image });
  }
  return images;
}

/** The asset's width and height from its id (`image-<hash>-<width>x<height>-<ext>`), as Sanity names assets. */
export function assetDimensions(assetId: string): { width: number; height: number } | null {
  const match = /^image-[A-Za-z0-9]+-(\d+)x(\d+)-[a-z0-9]+$/.exec(assetId);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** The width / height of what the crop leaves, for a picture shown whole (a body picture). */
export function croppedAspectRatio(assetId: string, crop: ImageCrop | undefined): number | undefined {
  const size = assetDimensions(assetId);
  if (!size) return undefined;
  const { top, bottom, left, right } = crop ?? { top: 0, bottom: 0, left: 0, right: 0 };
  return (size.width * (1 - left - right)) / (size.height * (1 - top - bottom));
}
