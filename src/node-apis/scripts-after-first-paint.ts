/**
 * Gatsby ends every page with `<script src="…" async>` for its runtime, framework and app
 * chunks. On a fast link those arrive while the page is still being parsed and run before
 * the first frame, so the first paint waits for React to be evaluated, and everything
 * they fetched counts towards Largest Contentful Paint. Requesting them from a small
 * inline script once the page's largest paint is on screen keeps the prerendered page's
 * first paint free of JavaScript; the chunks are the same and still async.
 *
 * Two things make "the largest paint" knowable from the loader:
 * - The page does not render until the loader has been parsed (`<link rel=expect
 *   blocking=render>`), so the first frame already holds all of the page's text. Without
 *   it, on a busy phone the parser yielded early: the first frame showed the header alone,
 *   its paint was reported after the loader had run, and the loader took that for the page's
 *   largest paint. The chunks then started before the hero text was on screen, in about one
 *   load in twelve (e2e/first-paint.e2e.ts), and Lighthouse counted them all as needed for
 *   it. The page is 20–60 KB of HTML, so waiting for all of it costs the first frame little.
 * - A page whose main image is marked `fetchpriority="high"` (a post's cover, the first blog
 *   card) waits for that image's own paint entry, or for one larger than the image can be,
 *   after which the image cannot be the largest paint. Waiting for its load event was not
 *   enough: the image is often complete before the loader runs and painted well after, and
 *   on a slow link the image does not share bandwidth with 85 KB of JavaScript.
 *
 * "On screen" is the browser's largest-contentful-paint entry, reported once the frame has
 * been presented; a frame's requestAnimationFrame comes before that. A browser without
 * those entries (Safari) loads after the first frame, once the main image has arrived.
 * Never longer than `longestWaitMs` once the page has painted (a slow main image), and
 * never longer than `longestWaitForFirstPaintMs` in all. The second bound is there because
 * Chromium, reusing the tab's renderer process, sometimes paints nothing for ~1.2 s (seen in
 * Lighthouse runs, in streaks); chunks requested at 1 s then counted towards that late
 * paint (`/blog` LCP 0.9 → 2.0 s in Lighthouse's model). A tab opened in the background has
 * no frame to wait for, so it loads them at once.
 */
import { inlineLoaderText } from "./first-paint-loader/inline-loader";

const gatsbyAsyncScript = /<script src="([^"<>]+)" async><\/script>/g;

export const longestWaitMs = 1000;

export const longestWaitForFirstPaintMs = 3000;

/**
 * Input that means the visitor is about to use the page: the chunks are requested at once,
 * whatever paint the loader was waiting for. A visitor can tap or type on the prerendered page
 * a second before React is listening (on a phone, the load event at ~0.3 s, hydration at
 * ~0.9 s). Until then a button does nothing and a form would submit natively (a GET of the
 * same page, losing what was typed), so before React:
 * - every click on a button and every submission has its default prevented, and the first
 *   button clicked is held;
 * - every form control the visitor edits is noted, as React's hydration keeps what the page
 *   shows but its state still holds the prerendered value.
 * The site's hydrate function calls `window.___reactListening` once React listens for events
 * (a click from then on is the visitor's own, and drops the held one); once hydration has
 * committed, `window.___replayEarlyInput(sync)` hands the edited controls to `sync` and then
 * clicks the held button again. Links need no React and are left alone.
 */
export const earlyInputEvents = ["pointerdown", "keydown", "click", "submit", "input", "change"] as const;

/** The globals the loader defines for the app (their types: src/types/window.d.ts). */
export const reactListeningName = "___reactListening";
export const replayEarlyInputName = "___replayEarlyInput";

/** The loader's element id: the page renders once the parser has reached it. */
export const loaderId = "gatsby-chunks-after-first-paint";

const renderBlocker = `<link rel="expect" href="#${loaderId}" blocking="render">`;

/** The inline loader; its text is the same on every page of a build, so one CSP hash covers it. */
export function firstPaintLoader(sources: string[]): string {
  return inlineLoaderText(sources, { earlyInputEvents, longestWaitMs, longestWaitForFirstPaintMs });
}

/**
 * The page with Gatsby's async chunk scripts replaced by one after-first-paint loader, where
 * the last one stood, and its first render held until the parser reaches that loader.
 * Idempotent: a warm build may hand back a page rewritten before with Gatsby's scripts stitched
 * in again (they sit in a slice, the render blocker does not), and it must come out the same.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(gatsbyAsyncScript)].map((match) => match[1] ?? "");
  if (sources.length === 0) return html;
  let remaining = sources.length;
  const withLoader = html.replace(gatsbyAsyncScript, () => {
    remaining -= 1;
    return remaining === 0 ? `<script id="${loaderId}">${firstPaintLoader(sources)}</script>` : "";
  });
  return withLoader.includes(renderBlocker) ? withLoader : withLoader.replace("</head>", `${renderBlocker}</head>`);
}
