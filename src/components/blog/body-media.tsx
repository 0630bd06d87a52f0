import type { PortableTextComponents } from "@portabletext/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

import { BodyImage } from "./BodyImage";
import { BodyVideo } from "./BodyVideo";

/** The body's pictures, sized by the build, by their block's _key (BlogPost.bodyImages). */
export type BodyImageData = ReadonlyMap<string, { alt: string | null; gatsbyImageData: IGatsbyImageData | null }>;

interface BodyImageBlock {
  _key?: string;
  alt?: string;
  decorative?: boolean;
  caption?: string;
}

interface VideoEmbedBlock {
  url?: unknown;
  caption?: string;
}

/**
 * How the body's non-text blocks render: `bodyImage` from the sizes the build made for it (a
 * picture the build could not size, or without alt text and not decorative, renders nothing),
 * and `videoEmbed` as a poster-first player.
 */
export function bodyMediaTypes(images: BodyImageData, postTitle: string): NonNullable<PortableTextComponents["types"]> {
  return {
    bodyImage: ({ value }: { value: BodyImageBlock }) => {
      const sized = value._key ? images.get(value._key) : undefined;
      const alt = value.decorative === true ? "" : value.alt?.trim();
      if (!sized?.gatsbyImageData || alt === undefined || (alt === "" && value.decorative !== true)) return null;
      return <BodyImage image={sized.gatsbyImageData} alt={alt} caption={value.caption} />;
    },
    videoEmbed: ({ value }: { value: VideoEmbedBlock }) => (
      <BodyVideo url={value.url} caption={value.caption} postTitle={postTitle} />
    ),
  };
}
