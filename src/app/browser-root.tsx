import { CacheProvider } from "@emotion/react";
import * as React from "react";

import { browserEmotionCache } from "./emotion-browser-cache";
import { wrapRoot } from "./wrap-root";

/**
 * The browser's root wrapper: the same tree as gatsby-ssr's, inside the Emotion cache that
 * adopts the prerendered styles. gatsby-browser evaluates this module in a task of its own.
 */
export function wrapRootInBrowser(element: React.ReactNode): React.ReactElement {
  return <CacheProvider value={browserEmotionCache()}>{wrapRoot({ element })}</CacheProvider>;
}
