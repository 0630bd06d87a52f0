import type { GatsbySSR } from "gatsby";

import { dropGatsbyImageHead } from "./src/app/gatsby-image-head";
import { makePagePathScriptConstant } from "./src/app/page-path-script";
import { dropScriptPrefetchLinks } from "./src/app/prefetch-links";
import { renderWithExtractedCss } from "./src/app/render-with-extracted-css";
import { wrapPage } from "./src/app/wrap-page";
import { wrapRoot } from "./src/app/wrap-root";
import { globalCss } from "./src/theme/global-css";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = wrapRoot;

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => wrapPage({ element, props });

export const replaceRenderer: GatsbySSR["replaceRenderer"] = renderWithExtractedCss;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<style key="global-css" id="global-css" dangerouslySetInnerHTML={{ __html: globalCss }} />]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (args, options) => {
  makePagePathScriptConstant?.(args, options);
  dropScriptPrefetchLinks?.(args, options);
  dropGatsbyImageHead?.(args, options);
};
