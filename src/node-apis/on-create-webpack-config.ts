import { resolve } from "node:path";

import type { GatsbyNode } from "gatsby";

import { clickToEditEnabled } from "./click-to-edit-flag";
import { afterMinifying, allFunctionsCalledOnLoad, startUpChunks } from "./compile-hints";
import { emotionPropNames, installedIsPropValidSource } from "./emotion-prop-names";
import { gatsbyState, webpackPluginFactories } from "./gatsby-function-types";

/**
 * Gatsby's internal partytown plugin only acts in `gatsby develop` (its onInitialClientRender
 * returns at once otherwise), but its top-level requires put gatsby-script and partytown's
 * integration into every page's app chunk. The site has no off-main-thread scripts, so the
 * production bundle gets an empty module instead.
 */
const devOnlyBrowserPlugin = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;
/** Gatsby bundles its service-worker registration even when no plugin asks for one. */
const serviceWorkerRegistration = /[\\/]\.cache[\\/]register-service-worker\.js$/;
/** Gatsby's scroll handler, which the site's own scrolling replaces (gatsby-browser's shouldUpdateScroll). */
const gatsbyScrollHandler = /^gatsby-react-router-scroll$/;
/**
 * Gatsby's head handler, as page-renderer requests it. Only that request: the stand-in imports
 * the handler by another path, which this leaves alone.
 */
const gatsbyHeadHandler = /^\.\/head\/head-export-handler-for-browser$/;
/** What @emotion/styled asks for to decide which props reach the DOM (see src/app/prop-validator.ts). */
const emotionIsPropValid = /^@emotion\/is-prop-valid$/;

interface PluginWithBrowserApis {
  browserAPIs?: readonly string[];
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, store }) => {
  const { define, normalModuleReplacement, banner } = webpackPluginFactories(plugins);
  // A constant in every stage (false in production), so the preview's branches fold away there.
  actions.setWebpackConfig({
    plugins: [define({ __SANITY_CLICK_TO_EDIT__: JSON.stringify(clickToEditEnabled(stage, process.env)) })],
  });
  if (stage !== "build-javascript") return;
  // gatsby build runs in the site's directory.
  const emptyModule = resolve("src/app/no-browser-apis.ts");
  const { flattenedPlugins } = gatsbyState<{ flattenedPlugins: readonly PluginWithBrowserApis[] }>(store);
  const registersServiceWorker = flattenedPlugins.some((plugin) =>
    plugin.browserAPIs?.includes("registerServiceWorker"),
  );
  const replaced = registersServiceWorker ? [devOnlyBrowserPlugin] : [devOnlyBrowserPlugin, serviceWorkerRegistration];
  actions.setWebpackConfig({
    // Emotion imports hoist-non-react-statics (and its copy of react-is) only for withTheme, which
    // the site never calls; marked free of side effects, the unused import is left out (0.4 KB).
    module: { rules: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
    plugins: [
      ...replaced.map((pattern) => normalModuleReplacement(pattern, emptyModule)),
      normalModuleReplacement(gatsbyScrollHandler, resolve("src/app/no-gatsby-scroll-handler.tsx")),
      normalModuleReplacement(gatsbyHeadHandler, resolve("src/app/prerendered-head.ts")),
      normalModuleReplacement(emotionIsPropValid, resolve("src/app/is-prop-valid.ts")),
      define({ __EMOTION_PROP_NAMES__: JSON.stringify(emotionPropNames(installedIsPropValidSource()).join("|")) }),
      banner({ banner: allFunctionsCalledOnLoad, raw: true, test: startUpChunks, stage: afterMinifying }),
    ],
  });
};
