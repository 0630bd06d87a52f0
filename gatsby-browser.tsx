import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import * as React from "react";

import { browserEmotionCache } from "./src/app/emotion-browser-cache";
import { hydrateInTransition } from "./src/app/hydrate-in-transition";
import { wrapPage } from "./src/app/wrap-page";
import { wrapRoot } from "./src/app/wrap-root";
import { globalHistory } from "@reach/router";

import { repairedHashUrl, scrollForRoute } from "./src/scroll/route-scroll";

// The same tree as gatsby-ssr's, inside the cache that adopts the prerendered styles.
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={browserEmotionCache()}>{wrapRoot({ element })}</CacheProvider>
);

// Hydration is time-sliced instead of one long task (see hydrate-in-transition.ts). Not typed
// as GatsbyBrowser["replaceHydrateFunction"]: that still wants ReactDOM.render's signature
// (returning an Element), which React 18's roots do not have; Gatsby ignores the result.
export const replaceHydrateFunction = (): typeof hydrateInTransition => hydrateInTransition;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => wrapPage({ element, props });

// Scrolling is ours (smooth to top, or to the hash after 100 ms), not Gatsby's.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () => false;

// A hash that does not decode must never reach Gatsby's decodeURI. Before React mounts the
// router already holds the location, so it is told (navigate, replace); on back/forward or
// an edited hash this listener runs before the router's own and fixes the URL it reads.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const url = repairedHashUrl(window.location);
  if (url) void globalHistory.navigate(url, { replace: true });
  window.addEventListener("popstate", () => {
    const repaired = repairedHashUrl(window.location);
    if (repaired) window.history.replaceState(window.history.state, "", repaired);
  });
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  scrollForRoute(location, prevLocation == null);
};

// Marks the moment React has hydrated the prerendered HTML; browser tests wait for it.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
