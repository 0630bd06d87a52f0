import styled from "@emotion/styled";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import * as React from "react";

import { colors, fontSizes, radii, space } from "../../theme/tokens";
import { ResponsiveImage } from "../ui/ResponsiveImage";

interface BodyImageProps {
  image: IGatsbyImageData;
  /** The editor's alt text; "" for a decorative picture (screen readers skip it). */
  alt: string;
  caption?: string | null;
  /** Data attributes for the figure: the editors' preview adds the block's click-to-edit one (click-to-edit/). */
  [attribute: `data-${string}`]: string | undefined;
}

/**
 * A picture of a post's body: gatsby-plugin-image's sizes as a plain <picture> (srcset, its box
 * reserved by width and height before the file arrives, loaded lazily: the body is below the
 * cover), and the editor's caption under it.
 */
export function BodyImage({ image, alt, caption, ...dataAttributes }: BodyImageProps): React.ReactElement {
  return (
    <Figure {...dataAttributes}>
      <Picture image={image} alt={alt} lazy />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </Figure>
  );
}

export const Figure = styled.figure`
  margin: ${space[6]} 0;
  figcaption {
    margin-top: ${space[2]};
    color: ${colors.inkMuted};
    font-size: ${fontSizes.sm};
    line-height: 1.5;
  }
`;

const Picture = styled(ResponsiveImage)`
  border-radius: ${radii.lg};
`;
