import { renderCdnImage } from "../../local-sanity/image-cdn.ts";

/**
 * What Sanity's image CDN answers for a file and its query, made as the local Sanity API makes it
 * (local-sanity/image-cdn.ts). A stand-in for cdn.sanity.io in the browser tests, so the crop and
 * hotspot that gatsby-source-sanity writes into the URLs show as the reader would see them.
 */
export async function cdnImage(file: string, query: URLSearchParams): Promise<Buffer> {
  return (await renderCdnImage(file, query)).body;
}
