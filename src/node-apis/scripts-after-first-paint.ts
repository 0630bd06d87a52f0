/**
 * Gatsby ends every page with `<script src="…" async>` for its runtime, framework and app
 * chunks. On a fast link those arrive while the page is still being parsed and run before
 * the first frame, so the first paint waits for React to be evaluated, and everything
 * they fetched counts towards Largest Contentful Paint. Requesting them from a small
 * inline script once the largest paint so far is on screen keeps the prerendered page's
 * first paint free of JavaScript; the chunks are the same and still async.
 *
 * "On screen" is the browser's largest-contentful-paint entry, reported once the frame has
 * been presented. The first frame's requestAnimationFrame came earlier than that: chunks
 * requested from it on a fast link had arrived before the paint was presented in about one
 * run in three, and Lighthouse's model then counted all of them as needed for the paint
 * (LCP 0.7 → 1.3 s). A browser without those entries (Safari) loads after the first frame.
 * A page whose main image is marked `fetchpriority="high"` (a post's cover, the first blog
 * card) waits for that image and its paint too, so on a slow link it does not share
 * bandwidth with 85 KB of JavaScript. Never longer than `longestWaitMs`; a tab opened in the
 * background has no frame to wait for, so it loads them at once.
 */
const gatsbyAsyncScript = /<script src="([^"<>]+)" async><\/script>/g;

export const longestWaitMs = 1000;

/** The inline loader; its text is the same on every page of a build, so one CSP hash covers it. */
export function firstPaintLoader(sources: string[]): string {
  // Written short by hand: it is in every page's HTML. l: load the chunks (once); f(a): load
  // once a largest-contentful-paint entry at or after time a arrives; m: the main image.
  return [
    "(function(s){var d=document,t=0,P=window.PerformanceObserver;",
    "function l(){if(t)return;t=1;s.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=!0;d.body.appendChild(e)})}",
    "function f(a){if(!P||(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')<0)return requestAnimationFrame(function(){setTimeout(l,0)});",
    "var o=new P(function(x){if(x.getEntries().some(function(e){return e.startTime>=a})){o.disconnect();setTimeout(l,0)}});",
    "o.observe({type:'largest-contentful-paint',buffered:!0})}",
    "if(d.visibilityState==='hidden')return l();",
    `setTimeout(l,${longestWaitMs});`,
    "var m=d.querySelector('img[fetchpriority=high]');",
    "if(m&&!m.complete){m.addEventListener('load',function(){f(performance.now())});m.addEventListener('error',l)}else f(0)",
    `})(${JSON.stringify(sources)})`,
  ].join("");
}

/** The page with Gatsby's async chunk scripts replaced by one after-first-paint loader, where the last one stood. */
export function loadScriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(gatsbyAsyncScript)].map((match) => match[1] ?? "");
  if (sources.length === 0) return html;
  let remaining = sources.length;
  return html.replace(gatsbyAsyncScript, () => {
    remaining -= 1;
    return remaining === 0 ? `<script>${firstPaintLoader(sources)}</script>` : "";
  });
}
