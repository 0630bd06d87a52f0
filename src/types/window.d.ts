/**
 * Defined by the after-first-paint loader in every built page, for input that came before
 * React (src/node-apis/scripts-after-first-paint.ts); absent under `gatsby develop`.
 */
interface Window {
  /** From now on React handles clicks itself; a click now replaces the one held before React. */
  ___reactListening?: () => void;
  /**
   * Stops watching input: hands the form controls edited before React to `sync`, then clicks
   * the button held before React again (in a later task, after React has applied `sync`).
   */
  ___replayEarlyInput?: (sync: (edited: Element[]) => void) => void;
  /** Gatsby's navigate, which its runtime defines and its <Link> calls (static parts' links call it too). */
  ___navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Gatsby's page loader in a built site; `hovering` fetches a page's data and code, as <Link> does on hover. */
  ___loader?: { hovering: (path: string) => void };
}
