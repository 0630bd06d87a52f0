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
 * checked on every frame of their stay: a scroll, a dialog leaving, the page or the stack changing
 * size all move what the region must miss, and a frame's check is two or three box reads. The
 * region stays the same live region wherever it stands, so screen readers announce it as before.
 */
export function useToastPlacement(region: React.RefObject<HTMLElement>, toasts: readonly unknown[]): void {
  // A layout effect per change of the stack: a toast added in the same commit as a dialog closing
  // is placed before that frame paints, not one frame later.
  React.useLayoutEffect(() => {
    const element = region.current;
    if (toasts.length === 0 || !element) return undefined;
    let frame = 0;
    const place = () => {
      const box = element.getBoundingClientRect();
      // The region's gap from either edge (the global stylesheet's top and bottom: space[4]).
      const inset =
        Number.parseFloat(space[4]) * Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
      const controls = Array.from(document.querySelectorAll(keepClearSelector), (control) =>
        control.getBoundingClientRect(),
      );
      const placement = toastPlacement(box, window.innerHeight, inset, controls);
      if (element.dataset.placement !== placement) element.dataset.placement = placement;
      frame = window.requestAnimationFrame(place);
    };
    place();
    return () => {
      window.cancelAnimationFrame(frame);
      delete element.dataset.placement;
    };
  }, [toasts, region]);
}
