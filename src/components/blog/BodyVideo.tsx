import * as React from "react";

import { parseVideoUrl } from "../../blog/video-url";
import { PosterFirstEmbed } from "../video/PosterFirstEmbed";
import { Figure } from "./BodyImage";

interface BodyVideoProps {
  url: unknown;
  caption?: string | null;
  /** The post's title, naming the player when the editor wrote no caption. */
  postTitle: string;
  /** Data attributes for the figure: the editors' preview adds the block's click-to-edit one (click-to-edit/). */
  [attribute: `data-${string}`]: string | undefined;
}

/**
 * A video of a post's body (the `videoEmbed` block): the site's poster first, the provider's
 * privacy-friendly player after play. A link the Studio would refuse renders nothing.
 */
export function BodyVideo({ url, caption, postTitle, ...dataAttributes }: BodyVideoProps): React.ReactElement | null {
  const video = parseVideoUrl(url);
  if (!video) return null;
  const title = caption?.trim() || `${video.providerName} video for “${postTitle}”`;
  return (
    <Figure {...dataAttributes}>
      <PosterFirstEmbed
        embedUrl={video.embedUrl}
        title={title}
        posterTitle={caption ? `${video.providerName} video` : title}
      />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </Figure>
  );
}
