import styled from "@emotion/styled";
import * as React from "react";

import { editedControlsIn, syncEditedControls } from "./sync-edited-controls";

/** What one region saw before its deferred part was hydrated. */
interface ClickRecord {
  /** Set once the part has been hydrated and any kept click made again: nothing more to keep. */
  hydrated: boolean;
  /** The last click that React stopped before it reached the part, and its target. */
  pending: { event: MouseEvent; target: Element } | null;
  /** The region's element, once mounted: where the controls edited before hydration are. */
  region: Element | null;
}

const ClickRecordContext = React.createContext<ClickRecord | null>(null);

/**
 * Keeps the last click on a deferred part's prerendered HTML until its code has arrived and
 * React has hydrated it, then clicks the same element again; the fields edited before then are
 * handed to the part's state first. React 18 drops a click on a dehydrated Suspense boundary
 * whose code is still loading (its root listener stops the event there), so without this a
 * visitor's tap on a FAQ question, a tab or a play button in those first moments did nothing.
 *
 * How a dropped click is told from a handled one: every click inside is noted by a listener on
 * the window, which runs before React's; a listener on the region, below React's root, sees
 * only the clicks React let through, and forgets those.
 *
 * The region is a box-less element (`display: contents`): the layout is the part's own.
 */
export function ClickReplayRegion({ children }: { children: React.ReactNode }): React.ReactElement {
  const regionRef = React.useRef<HTMLDivElement>(null);
  const [record] = React.useState<ClickRecord>(() => ({ hydrated: false, pending: null, region: null }));
  React.useEffect(() => {
    const region = regionRef.current;
    if (!region) return undefined;
    record.region = region;
    const note = (event: MouseEvent) => {
      if (record.hydrated || !(event.target instanceof Element) || !region.contains(event.target)) return;
      // The browser follows a link by itself; clicking it again would navigate twice.
      if (event.target.closest("a[href]")) return;
      record.pending = { event, target: event.target };
    };
    const forgetLetThrough = (event: MouseEvent) => {
      if (record.pending?.event === event) record.pending = null;
    };
    window.addEventListener("click", note, { capture: true });
    region.addEventListener("click", forgetLetThrough, { capture: true });
    return () => {
      window.removeEventListener("click", note, { capture: true });
      region.removeEventListener("click", forgetLetThrough, { capture: true });
    };
  }, [record]);
  return (
    <Region ref={regionRef} data-click-replay="">
      <ClickRecordContext.Provider value={record}>{children}</ClickRecordContext.Provider>
    </Region>
  );
}

/**
 * The deferred part itself, which makes the kept click again once hydrated. Its props come
 * wrapped (`partProps`): React.lazy's prop type of a bare generic `P` cannot be spread back
 * into `P`.
 */
export function replaysKeptClick<P extends object>(
  Part: React.ComponentType<P>,
): React.ComponentType<{ partProps: P }> {
  function HydratedPart({ partProps }: { partProps: P }): React.ReactElement {
    const record = React.useContext(ClickRecordContext);
    React.useEffect(() => {
      if (!record) return undefined;
      // A task later: when a click makes React hydrate the part at once, this effect can run
      // while that click is still on its way to the part, which the region then sees.
      const later = window.setTimeout(() => {
        const kept = record.pending;
        record.hydrated = true;
        record.pending = null;
        // What the visitor typed or slid first shows, but React's state still holds the build's
        // values: hand it over before the kept click, which may act on it.
        if (record.region) syncEditedControls(editedControlsIn(record.region));
        // Mounted fresh instead (after a client-side navigation), the element clicked was the
        // fallback's and is gone.
        if (kept?.target.isConnected)
          kept.target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      });
      return () => window.clearTimeout(later);
    }, [record]);
    return React.createElement(Part, partProps);
  }
  return HydratedPart;
}

const Region = styled.div`
  display: contents;
`;
