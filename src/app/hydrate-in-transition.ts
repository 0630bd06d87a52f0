import * as React from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Gatsby's renderer, with the first render inside a transition. Outside one, React hydrates
 * the whole page in one uninterrupted task (150–260 ms on a throttled phone, Total Blocking
 * Time); in a transition it works in ~5 ms slices and yields to the browser between them. A
 * click that lands on the page before hydration has finished makes React hydrate the clicked
 * part at once and then handle the click, so calls to action work from the first click. The
 * page's loader, which held input that came before React, is told that React now listens.
 * Pages prerendered empty (client-only routes) are rendered, not hydrated, as Gatsby does.
 */
export function hydrateInTransition(
  element: React.ReactNode,
  container: Element | Document | DocumentFragment | null,
): void {
  // Gatsby passes #___gatsby, which every page it builds has.
  if (!(container instanceof Element)) throw new Error("hydrateInTransition: the #___gatsby element is missing");
  const prerendered = (document.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0;
  React.startTransition(() => {
    if (prerendered) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
  window.___reactListening?.();
}
