import * as React from "react";

/** Resolves once the browser is idle or the visitor first interacts, whichever comes first. */
function afterIdleOrInteraction(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window === "undefined") {
      resolve();
      return;
    }
    const events = ["pointerdown", "keydown", "scroll", "touchstart"] as const;
    const done = () => {
      for (const name of events) window.removeEventListener(name, done);
      resolve();
    };
    for (const name of events) window.addEventListener(name, done, { once: true, passive: true });
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(done, { timeout: 2500 });
  });
}

let gate: Promise<void> | null = null;

/**
 * React.lazy whose chunk is requested only after the page is idle or touched.
 * During the build the server waits for it, so the prerendered HTML holds the
 * whole section; in the browser React keeps that HTML (a dehydrated Suspense
 * boundary) until the code arrives, so nothing moves.
 */
export function deferredLazy<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
): React.LazyExoticComponent<React.ComponentType<P>> {
  return React.lazy(() => {
    gate ??= afterIdleOrInteraction();
    return gate.then(load);
  });
}
