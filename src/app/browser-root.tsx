import { CacheProvider } from "@emotion/react";
import * as React from "react";

import { browserEmotionCache } from "./emotion-browser-cache";
import { wrapRoot } from "./wrap-root";

/**
 * Gatsby renders a page's `Head` in a hidden root of its own after every page render, wrapped
 * like the page (Gatsby 5's head-export-handler-for-browser), and hands it the props Head
 * receives: location, params, data and pageContext. The page's root element (Gatsby's router)
 * has none of them.
 */
export function isPageHead(element: React.ReactNode): boolean {
  if (!React.isValidElement(element)) return false;
  const props: unknown = element.props;
  return typeof props === "object" && props !== null && "pageContext" in props && "location" in props;
}

/**
 * The browser's root wrapper: the same tree as gatsby-ssr's, inside the Emotion cache that
 * adopts the prerendered styles. gatsby-browser evaluates this module in a task of its own.
 * A page's Head gets none of it: the tags read no provider, and a second copy of the providers
 * (a toast region, the lead dialog's state) was work at every page's start-up.
 */
export function wrapRootInBrowser(element: React.ReactNode): React.ReactElement {
  if (isPageHead(element)) return <>{element}</>;
  return <CacheProvider value={browserEmotionCache()}>{wrapRoot({ element })}</CacheProvider>;
}
