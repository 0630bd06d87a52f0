import * as React from "react";

import { parseVideoUrl } from "../../blog/video-url";
import { PosterFirstEmbed } from "../video/PosterFirstEmbed";
import { Figure } from "./BodyImage";

interface BodyVideoProps {
  url: unknown;
  caption?: string | null;
  /** The post's title, naming the player when the editor wrote no caption. */
  postTitle: string;
  /** The editors' preview: the block's click-to-edit attribute (click-to-edit/). */
  "data-sanity"?: string;
}

/**
 * A video of a post's body (the `videoEmbed` block): the site's poster first, the provider's
 * privacy-friendly player after play. A link the Studio would refuse renders nothing.
 */
export function BodyVideo({ url, caption, postTitle, "data-sanity": editAttribute }: BodyVideoProps): React.ReactElement | null {
  const video = parseVideoUrl(url);
  if (!video) return null;
  const title = caption?.trim() || `${video.providerName} video for “${postTitle}”`;
  return (
    <Figure data-sanity={editAttribute}>
      <PosterFirstEmbed embedUrl={video.embedUrl} title={title} posterTitle={caption ? `${video.providerName} video` : title} />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </Figure>
  );
}
