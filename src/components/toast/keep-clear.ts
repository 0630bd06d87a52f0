import * as React from "react";

import { space } from "../../theme/tokens";

/**
 * Marks controls a visitor taps right after a toast appears (the generators' Copy and Download):
 * the toast region moves to the other edge of the screen rather than cover them.
 */
export const keepClearProps = { "data-toast-keep-clear": "" } as const;
const keepClearSelector = "[data-toast-keep-clear]";

export type ToastPlacement = "bottom" | "top";

export interface Band {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** How much of the area of `rect` lies inside `band`, in square pixels. */
function overlapArea(rect: Band, band: Band): number {
  const height = Math.min(rect.bottom, band.bottom) - Math.max(rect.top, band.top);
  const width = Math.min(rect.right, band.right) - Math.max(rect.left, band.left);
  return height > 0 && width > 0 ? height * width : 0;
}

/**
 * Bottom (the default) unless the region there would cover a keep-clear control and the top
 * covers less. `region` is the region's box wherever it stands now (only its height and sides
 * count); `inset` its distance from either edge of a viewport `viewportHeight` tall.
 */
export function toastPlacement(region: Band, viewportHeight: number, inset: number, keepClear: Band[]): ToastPlacement {
  const height = region.bottom - region.top;
  const at = (top: number): Band => ({ top, bottom: top + height, left: region.left, right: region.right });
  const covered = (band: Band) => keepClear.reduce((sum, rect) => sum + overlapArea(rect, band), 0);
  const bottom = covered(at(viewportHeight - inset - height));
  if (bottom === 0) return "bottom";
  return covered(at(inset)) < bottom ? "top" : "bottom";
}

/**
 * While toasts show, keeps the region's data-placement out of the way of keep-clear controls,
 * again on every scroll, resize and change of size (a toast added, the page growing). The region
 * stays the same live region wherever it stands, so screen readers announce it as before.
 */
export function useToastPlacement(region: React.RefObject<HTMLElement>, active: boolean): void {
  React.useLayoutEffect(() => {
    const element = region.current;
    if (!active || !element) return undefined;
    let frame = 0;
    const place = () => {
      frame = 0;
      const box = element.getBoundingClientRect();
      // The region's gap from either edge (the global stylesheet's top and bottom: space[4]).
      const inset = Number.parseFloat(space[4]) * Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
      const controls = Array.from(document.querySelectorAll(keepClearSelector), (control) => control.getBoundingClientRect());
      element.dataset.placement = toastPlacement(box, window.innerHeight, inset, controls);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(place);
    };
    place();
    window.addEventListener("scroll", schedule, { passive: true, capture: true });
    window.addEventListener("resize", schedule);
    // Every browser the site supports has ResizeObserver; jsdom (the unit tests) has not.
    const resized = typeof ResizeObserver === "function" ? new ResizeObserver(schedule) : undefined;
    resized?.observe(element);
    resized?.observe(document.body);
    // A dialog closing (its portal leaves <body>) lets the region back to its own edge: place it again.
    const dialogs = new MutationObserver(schedule);
    dialogs.observe(document.body, { childList: true });
    return () => {
      dialogs.disconnect();
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule, { capture: true });
      window.removeEventListener("resize", schedule);
      resized?.disconnect();
      delete element.dataset.placement;
    };
  }, [active, region]);
}
