import { globalHistory } from "@reach/router";
import type { GatsbyBrowser } from "gatsby";

import { hydrateInTransition } from "./src/app/hydrate-in-transition";
import { syncEditedControls } from "./src/components/deferred/sync-edited-controls";
import { repairedHashUrl, scrollForRoute } from "./src/scroll/route-scroll";

type BrowserRoot = typeof import("./src/app/browser-root");
type PageWrapper = typeof import("./src/app/wrap-page");
let root: BrowserRoot | undefined;
let page: PageWrapper | undefined;

// A built site renders only after onClientEntry has evaluated both (see there). `gatsby
// develop` wraps the root as its modules load, before onClientEntry: there they are taken at
// once. Either way a plain `require` (same chunk, no request), which the wrappers need at once:
// an `import()` would hand them over a promise later (and in a chunk of its own).
function browserRoot(): BrowserRoot {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- taken at once, in the app chunk: see above
  root ??= require("./src/app/browser-root") as BrowserRoot;
  return root;
}

function pageWrapper(): PageWrapper {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- taken at once, in the app chunk: see above
  page ??= require("./src/app/wrap-page") as PageWrapper;
  return page;
}

/** Resolves in a new task, so the work after it is not added to the one that is running. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The wrappers' modules in the order onClientEntry evaluates them, one step per task. Webpack
 * evaluates a module once, so each step finds what the earlier ones evaluated ready. Each step
 * only evaluates its module (its exports are taken where they are used).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- each step evaluates a module of the app chunk at once, in its own task: an import() would add a chunk and a request */
const wrapperModulesInOrder: Array<() => void> = [
  () => void require("./src/app/emotion-browser-cache"),
  () => void require("./src/app/AppProviders"),
  browserRoot,
  () => void require("./src/components/layout/Header"),
  () => void require("./src/components/layout/Footer"),
  pageWrapper,
];
/* eslint-enable @typescript-eslint/no-require-imports */

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) =>
  browserRoot().wrapRootInBrowser(element);

// Hydration is time-sliced instead of one long task (see hydrate-in-transition.ts). Not typed
// as GatsbyBrowser["replaceHydrateFunction"]: that still wants ReactDOM.render's signature
// (returning an Element), which React 18's roots do not have; Gatsby ignores the result.
export const replaceHydrateFunction = (): typeof hydrateInTransition => hydrateInTransition;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) =>
  pageWrapper().wrapPage({ element, props });

// Scrolling is ours (smooth to top, or to the hash after 100 ms), not Gatsby's.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () => false;

// A hash that does not decode must never reach Gatsby's decodeURI. Before React mounts the
// router already holds the location, so it is told (navigate, replace); on back/forward or
// an edited hash this listener runs before the router's own and fixes the URL it reads.
//
// Then the wrappers are evaluated, one step per task. Gatsby's app chunk runs its entry in
// the same task as react-dom's evaluation; imported statically, the wrappers' modules were
// evaluated there too, one task of 25-45 ms (×4 on a throttled phone: Total Blocking Time).
// In two halves each still took 11-34 ms on a slower host of this kind, over the 12.5 ms that
// a 4× slowdown makes a long task; in six steps the largest on the home page took 8-19 ms.
// Gatsby awaits onClientEntry before it renders. (Typed with its promise: GatsbyBrowser["onClientEntry"]
// says void, but Gatsby runs it with apiRunnerAsync and waits for what it returns.)
export const onClientEntry = async (): Promise<void> => {
  const url = repairedHashUrl(window.location);
  if (url) void globalHistory.navigate(url, { replace: true });
  window.addEventListener("popstate", () => {
    const repaired = repairedHashUrl(window.location);
    if (repaired) window.history.replaceState(window.history.state, "", repaired);
  });
  for (const evaluate of wrapperModulesInOrder) {
    await nextTask();
    evaluate();
  }
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  scrollForRoute(location, prevLocation == null);
};

// Marks the moment React has hydrated the prerendered HTML; browser tests wait for it. Then
// what the visitor typed and clicked before React reaches it (see scripts-after-first-paint.ts).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
  window.___replayEarlyInput?.(syncEditedControls);
  // The editors' preview only: Sanity's click-to-edit overlays. False in production builds, where
  // webpack drops this branch and its chunk (src/node-apis/click-to-edit-flag.ts).
  if (__SANITY_CLICK_TO_EDIT__)
    void import("./src/app/click-to-edit-overlays").then((overlays) => overlays.enableClickToEdit());
};
