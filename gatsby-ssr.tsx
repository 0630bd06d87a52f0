import type { GatsbySSR } from "gatsby";

import { renderWithExtractedCss } from "./src/app/render-with-extracted-css";
import { wrapPage } from "./src/app/wrap-page";
import { wrapRoot } from "./src/app/wrap-root";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = wrapRoot;

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => wrapPage({ element, props });

export const replaceRenderer: GatsbySSR["replaceRenderer"] = renderWithExtractedCss;
