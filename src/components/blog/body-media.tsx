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

/**
 * The alt text a picture block is shown with, or undefined when it must not be shown. `bodyImage`
 * (this Studio's) needs alt text unless the editor marked it decorative, as its schema says.
 * Sanity's standard `image` member (other Studios, migrated content) has no decorative switch and
 * often no alt field at all: without alt text it is shown as decorative (alt="", screen readers
 * skip it) rather than dropped, since readers who see it would otherwise lose the picture.
 */
function pictureAlt(value: BodyImageBlock, altRequired: boolean): string | undefined {
  if (value.decorative === true) return "";
  const alt = typeof value.alt === "string" ? value.alt.trim() : "";
  if (alt !== "") return alt;
  return altRequired ? undefined : "";
}

interface VideoEmbedBlock {
  url?: unknown;
  caption?: string;
}

/**
 * How the body's non-text blocks render: `bodyImage` and Sanity's standard `image` from the sizes
 * the build made for them, alike (a picture the build could not size, or a `bodyImage` without alt
 * text and not decorative, renders nothing), and `videoEmbed` as a poster-first player.
 */
export function bodyMediaTypes(images: BodyImageData, postTitle: string): NonNullable<PortableTextComponents["types"]> {
  const picture = (altRequired: boolean) =>
    function BodyPicture({ value }: { value: BodyImageBlock }) {
      const sized = value._key ? images.get(value._key) : undefined;
      const alt = pictureAlt(value, altRequired);
      if (!sized?.gatsbyImageData || alt === undefined) return null;
      return <BodyImage image={sized.gatsbyImageData} alt={alt} caption={value.caption} />;
    };
  return {
    bodyImage: picture(true),
    image: picture(false),
    videoEmbed: ({ value }: { value: VideoEmbedBlock }) => (
      <BodyVideo url={value.url} caption={value.caption} postTitle={postTitle} />
    ),
  };
}
