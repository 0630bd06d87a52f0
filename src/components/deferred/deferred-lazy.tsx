import * as React from "react";

import { nearViewOptions } from "../../hooks/use-near-view";
import { ClickReplayRegion, replaysKeptClick } from "./click-replay";

// A mouse moving counts: a desktop visitor on their way to a button. Its click then finds the
// code in place, instead of starting a download and a hydration that delay the dialog it opens.
// A click counts too: a screen reader activates a control with no key or pointer event before it.
const inputEvents = ["pointerdown", "pointermove", "keydown", "scroll", "wheel", "touchstart", "click"] as const;

/**
 * Resolves on the visitor's first input (pointer moved or pressed, key, scroll, touch, click).
 * The listeners are in the capture phase: React stops a click on a part it has not hydrated
 * yet before it could bubble to the window.
 */
function firstInput(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const name of inputEvents) window.removeEventListener(name, done, { capture: true });
      resolve();
    };
    for (const name of inputEvents) window.addEventListener(name, done, { capture: true, passive: true });
  });
}

function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(() => resolve(), { timeout: 2500 });
    else window.setTimeout(() => resolve(), 1);
  });
}

/** Resolves when the prerendered element with this id comes near the viewport (the spec's 10% / 100 px). */
function nearView(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === "undefined") {
      resolve();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        resolve();
      }
    }, nearViewOptions);
    observer.observe(element);
  });
}

let idleGate: Promise<void> | null = null;
const nearGates = new Map<string, Promise<void>>();

function gateFor(nearViewId: string | undefined): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  if (nearViewId === undefined) {
    idleGate ??= Promise.race([browserIdle(), firstInput()]);
    return idleGate;
  }
  let gate = nearGates.get(nearViewId);
  if (!gate) {
    gate = Promise.race([nearView(nearViewId), firstInput()]);
    nearGates.set(nearViewId, gate);
  }
  return gate;
}

interface DeferredOptions {
  /** The id of an element in the prerendered section: its code loads when that nears the viewport. */
  nearViewId?: string;
  /** Shown after a client-side navigation while the code loads (on a first visit the prerendered HTML stays). */
  fallback?: React.ReactNode;
}

/**
 * A component whose code is requested late: by default once the page is idle or touched;
 * with `nearViewId` only when that element comes near the viewport or the visitor first
 * scrolls, types, touches, clicks or moves the mouse, so a page that is only looked at
 * downloads none of it. During the build the server waits for it, so the prerendered HTML
 * holds the whole section; in the browser React keeps that HTML (a dehydrated Suspense
 * boundary) until the code arrives, so nothing moves. A click on that HTML before then, which
 * React 18 drops, is kept and made again once the part is hydrated (`ClickReplayRegion`).
 */
export function deferredLazy<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
  { nearViewId, fallback = null }: DeferredOptions = {},
): React.ComponentType<P> {
  const Part = React.lazy(() =>
    gateFor(nearViewId)
      .then(load)
      .then((loaded) => ({ default: replaysKeptClick(loaded.default) })),
  );
  function Deferred(props: P): React.ReactElement {
    return (
      <ClickReplayRegion>
        <React.Suspense fallback={fallback}>
          <Part partProps={props} />
        </React.Suspense>
      </ClickReplayRegion>
    );
  }
  return Deferred;
}
