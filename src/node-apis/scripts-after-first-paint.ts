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
  // Written short by hand: it is in every page's HTML. l: load the chunks (once); f: load after
  // the next frame; y: whether the browser reports entries of a type; w: the first bound, which
  // waits on for a first paint if there has been none; m: the main image; a: the area it shows
  // in the viewport, which a paint entry must be the image or reach before the image cannot
  // become the largest paint. i: a visitor's input before React (see earlyInputEvents); h: React
  // is listening; c: the button clicked before React; v: the form controls edited before React;
  // n: the app's function that hands those controls to React.
  return [
    "(function(s){var d=document,t=0,h=0,o,c,v=[],P=window.PerformanceObserver,m=d.querySelector('img[fetchpriority=high]'),",
    `E=${JSON.stringify(earlyInputEvents)};`,
    "function l(){if(t)return;t=1;if(o)o.disconnect();s.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=!0;d.body.appendChild(e)})}",
    "function f(){requestAnimationFrame(function(){setTimeout(l,0)})}",
    "function y(k){return P&&(P.supportedEntryTypes||[]).indexOf(k)>=0}",
    "function i(e){var g=e.target,k=e.type,b=k==='click'&&g.closest&&g.closest('button');l();",
    "if(k==='input'||k==='change')return v.indexOf(g)<0&&v.push(g);",
    "if(h){if(b)c=0;return}",
    "if(b||k==='submit')e.preventDefault();if(b&&!c)c=b}",
    "E.forEach(function(k){d.addEventListener(k,i,!0)});",
    `window.${reactListeningName}=function(){h=1};`,
    `window.${replayEarlyInputName}=function(n){E.forEach(function(k){d.removeEventListener(k,i,!0)});var b=c;c=0;n(v.splice(0));`,
    "if(b)setTimeout(function(){if(b.isConnected)b.click()},0)};",
    "function w(){if(!y('paint')||performance.getEntriesByType('paint').length)return l();",
    "new P(function(){setTimeout(l,0)}).observe({type:'paint'});",
    `setTimeout(l,${longestWaitForFirstPaintMs - longestWaitMs})}`,
    "if(d.visibilityState==='hidden')return l();",
    `setTimeout(w,${longestWaitMs});`,
    "if(m)m.addEventListener('error',l);",
    "if(!y('largest-contentful-paint'))return m&&!m.complete?m.addEventListener('load',f):f();",
    "var r=m?m.getBoundingClientRect():{},a=m?Math.max(0,Math.min(r.right,innerWidth)-Math.max(r.left,0))*Math.max(0,Math.min(r.bottom,innerHeight)-Math.max(r.top,0)):0;",
    "o=new P(function(x){if(x.getEntries().some(function(e){return !a||e.element===m||e.size>=a}))setTimeout(l,0)});",
    "o.observe({type:'largest-contentful-paint',buffered:!0})",
    `})(${JSON.stringify(sources)})`,
  ].join("");
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
