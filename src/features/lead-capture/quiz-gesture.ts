/**
 * One gesture gives one answer. Each answer moves the quiz on, so the second half of a
 * double-click or double-tap would land on the next question and answer it with whatever
 * option sits under the finger. Pure, so it is tested without a browser.
 */

/** A pointer press that chose an option. */
export interface AnswerPress {
  /** MouseEvent.detail: 2 for the second click of a double-click (and of a double-tap in Chromium). */
  detail: number;
  pointerType: string;
  x: number;
  y: number;
  /** Milliseconds, one clock for all presses (performance.now()). */
  at: number;
}

/** A second tap this soon and this close is the same gesture; a deliberate answer at 300 ms still counts. */
export const doubleTapWindowMs = 250;
export const doubleTapSlopPx = 24;

export function isSameGestureAsPrevious(press: AnswerPress, previous: AnswerPress | null): boolean {
  if (press.detail > 1) return true;
  if (!previous || press.pointerType !== "touch" || previous.pointerType !== "touch") return false;
  const near = Math.hypot(press.x - previous.x, press.y - previous.y) <= doubleTapSlopPx;
  return near && press.at - previous.at < doubleTapWindowMs;
}
