/**
 * One gesture gives one answer. Each answer moves the quiz on, so the second half of a
 * double-click or double-tap would land on the next question and answer it with whatever
 * option sits under the finger. Pure, so it is tested without a browser.
 */

/** A pointer press that chose an option. */
export interface AnswerPress {
  /** MouseEvent.detail: 2 for the second click of a double-click; 0 for a key press. */
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

/**
 * A mouse says itself when a click is the second of a double-click (detail 2). Taps and pens are
 * judged by time and place instead: Chromium also counts a deliberate tap 300 ms after
 * the last as a second tap. Keyboard choices (detail 0) always count.
 */
export function isSameGestureAsPrevious(press: AnswerPress, previous: AnswerPress | null): boolean {
  if (press.detail === 0) return false;
  // A mouse, or a source the browser does not name (Safari's click is a plain MouseEvent).
  if (press.pointerType !== "touch" && press.pointerType !== "pen") return press.detail > 1;
  if (!previous) return false;
  const near = Math.hypot(press.x - previous.x, press.y - previous.y) <= doubleTapSlopPx;
  return near && press.at - previous.at < doubleTapWindowMs;
}
