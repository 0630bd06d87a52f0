import { globalHistory } from "@reach/router";
import { enableVisualEditing, type HistoryAdapter } from "@sanity/visual-editing";
import { navigate } from "gatsby";

/**
 * Sanity's overlays for click-to-edit, in the editors' preview only (gatsby-browser imports this
 * behind `__SANITY_CLICK_TO_EDIT__`). Framed by the Studio's Presentation tool they outline every
 * element with a `data-sanity` attribute and open its field in the Studio on click; an attribute
 * naming a document or field that does not exist opens nothing. Gatsby's router is the history
 * Presentation follows and drives.
 */

const currentUrl = (): string => `${window.location.pathname}${window.location.search}${window.location.hash}`;

const gatsbyHistory: HistoryAdapter = {
  subscribe(tell) {
    tell({ type: "push", url: currentUrl() });
    return globalHistory.listen(({ action }) => tell({ type: action === "POP" ? "pop" : "push", url: currentUrl() }));
  },
  update(update) {
    if (update.type === "pop") window.history.back();
    else void navigate(update.url, { replace: update.type === "replace" });
  },
};

/** Framed by the Studio (Presentation), or opened from it. */
const fromTheStudio = (): boolean => window.self !== window.top || Boolean(window.opener);

/**
 * Outside the Studio an overlay's click opens the field at the attribute's Studio address; without
 * GATSBY_SANITY_STUDIO_URL that address would be this preview's own "/", so there are no overlays.
 */
export function enableClickToEdit(): void {
  if (!fromTheStudio() && !process.env.GATSBY_SANITY_STUDIO_URL) return;
  enableVisualEditing({
    history: gatsbyHistory,
    // Content changes arrive by themselves (gatsby develop's watch mode); only the Studio's
    // reload button reloads the page.
    refresh: (payload) => {
      if (payload.source === "manual") window.location.reload();
      return false;
    },
  });
}
