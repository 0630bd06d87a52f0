import sharp from "sharp";

/**
 * What Sanity's image CDN answers for a file and its query (https://www.sanity.io/docs/image-urls):
 * `rect` (left,top,width,height) cut first, then `w` and `h` (fit=clip: within that box, the
 * aspect ratio kept), as PNG. A stand-in for cdn.sanity.io in the browser tests, so the crop and
 * hotspot that gatsby-source-sanity writes into the URLs show as the reader would see them.
 */
export async function cdnImage(file: string, query: URLSearchParams): Promise<Buffer> {
  let image = sharp(file);
  const rect = query.get("rect")?.split(",").map(Number);
  if (rect?.length === 4 && rect.every(Number.isFinite))
    image = image.extract({ left: rect[0]!, top: rect[1]!, width: rect[2]!, height: rect[3]! });
  const width = Number(query.get("w")) || undefined;
  const height = Number(query.get("h")) || undefined;
  if (width || height) image = image.resize(width, height, { fit: "inside" });
  return image.png().toBuffer();
}
