import type { GatsbySSR } from "gatsby";
import * as React from "react";

/** What gatsby-plugin-image writes into every page's head for its GatsbyImage wrappers. */
const gatsbyImageHeadKeys = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"]);

/**
 * The site keeps gatsby-plugin-image for its image data (sizes, formats, srcsets) but renders
 * images as plain <picture> (components/ui/ResponsiveImage.tsx), so no page has a GatsbyImage
 * wrapper for the plugin's head style, noscript style and module script to act on. The
 * script alone was 0.3 KB of JavaScript on every page, listening to every image load.
 */
export const dropGatsbyImageHead: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) => !(React.isValidElement(component) && gatsbyImageHeadKeys.has(String(component.key))),
    ),
  );
};
