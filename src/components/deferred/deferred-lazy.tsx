import * as React from "react";

import { nearViewOptions } from "../../hooks/use-near-view";
import { useMountedWhileHydrating } from "../static/mounted-while-hydrating";
import { ClickReplayRegion, replaysKeptClick } from "./click-replay";

// A mouse moving counts: a desktop visitor on their way to a button. Its click then finds the
// code in place, instead of starting a download and a hydration that delay the dialog it opens.
// A click counts too: a screen reader activates a control with no key or pointer event before it.
// So do focus moving into the page and a field's value changing: a screen reader's cursor, voice
// control or autofill can reach a field and fill it with no key or pointer event at all.
const inputEvents = [
  "pointerdown",
  "pointermove",
  "keydown",
  "scroll",
  "wheel",
  "touchstart",
  "click",
  "focusin",
  "input",
] as const;

/**
 * Resolves on the visitor's first input (pointer moved or pressed, key, scroll, touch, click,
 * focus, a field's value).
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
let inputGate: Promise<void> | null = null;
const nearGates = new Map<string, Promise<void>>();
const shownGates = new Map<string, Promise<void>>();

function gateFor({ nearViewId, onInputOnly, shownId }: DeferredOptions): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  if (shownId !== undefined) {
    let gate = shownGates.get(shownId);
    if (!gate) {
      gate = nearView(shownId);
      shownGates.set(shownId, gate);
    }
    return gate;
  }
  if (onInputOnly) {
    inputGate ??= firstInput();
    return inputGate;
  }
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
  /**
   * Only on the visitor's first input: for a part that shows as it is until touched, near the
   * top of a page whose first screen a phone may already reach.
   */
  onInputOnly?: boolean;
  /**
   * Only once the prerendered element with this id is shown near the viewport, and on no input:
   * for a part the layout hides at some widths (the desktop nav on a phone), which nothing on
   * such a screen can reach.
   */
  shownId?: string;
  /** Shown after a client-side navigation while the code loads (on a first visit the prerendered HTML stays). */
  fallback?: React.ReactNode;
}

type ReplayingPart<P> = React.ComponentType<{ partProps: P }>;

/**
 * A component whose code is requested late on a first visit: by default once the page is idle
 * or touched; with `nearViewId` only when that element comes near the viewport or the visitor
 * first scrolls, types, touches, clicks or moves the mouse; with `onInputOnly` only on that
 * first input; with `shownId` only once that element is shown. So a page that is only looked at
 * downloads none of it. During the build the server waits for it, so the prerendered HTML holds
 * the whole section; in the browser React keeps that HTML (a dehydrated Suspense boundary) until
 * the code arrives, so nothing moves. A click on that HTML before then, which
 * React 18 drops, is kept and made again once the part is hydrated (`ClickReplayRegion`).
 *
 * Mounted any other way (after a client-side navigation) there is no prerendered HTML to keep:
 * the fallback holds the space, so the code loads at once, and is rendered at once when an
 * earlier mount brought it. Waiting for an input there would swap the fallback for the part
 * under a visitor scrolling towards the footer, and move it. The choice is made per instance,
 * at mount, by whether React is hydrating it (a page-wide "hydrated" flag would be set before
 * React gets to the page's deferred boundaries, and take their deferral away).
 */
export function deferredLazy<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
  options: DeferredOptions = {},
): React.ComponentType<P> {
  let loadedPart: ReplayingPart<P> | undefined;
  let loading: Promise<{ default: ReplayingPart<P> }> | undefined;
  const loadPart = () => {
    loading ??= load().then(
      (loaded) => {
        loadedPart = replaysKeptClick(loaded.default);
        return { default: loadedPart };
      },
      (error: unknown) => {
        // A later mount tries the network again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const GatedPart = React.lazy(() => gateFor(options).then(loadPart));
  function Deferred(props: P): React.ReactElement {
    const hydrating = useMountedWhileHydrating();
    // A lazy component of its own per mount: React.lazy keeps a failed load for good.
    const [Part] = React.useState<React.ElementType<{ partProps: P }>>(() =>
      hydrating ? GatedPart : (loadedPart ?? React.lazy(loadPart)),
    );
    return (
      <ClickReplayRegion>
        <React.Suspense fallback={options.fallback ?? null}>
          <Part partProps={props} />
        </React.Suspense>
      </ClickReplayRegion>
    );
  }
  // A parent that renders again with the same props (the header on every scroll) must not reach a
  // part React is still keeping dehydrated: an update there throws its HTML away (React #421).
  return React.memo<P>(Deferred);
}
