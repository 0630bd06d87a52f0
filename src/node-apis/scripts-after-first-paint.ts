/**
 * Gatsby ends every page with `<script src="…" async>` for its runtime, framework and app
 * chunks. On a fast link those arrive while the page is still being parsed and run before
 * the first frame, so the first paint waits for React to be evaluated, and everything
 * they fetched counts towards Largest Contentful Paint. Requesting them from a small
 * inline script after the first frame keeps the prerendered page's first paint free of
 * JavaScript; the chunks are the same and still async, only their start moves by a frame.
 * A page whose main image is marked `fetchpriority="high"` (a post's cover, the first blog
 * card) waits for that image too, so on a slow link it does not share bandwidth with 85 KB
 * of JavaScript; never more than `mainImageWaitMs`. A tab opened in the background has no
 * frame to wait for, so it loads them at once.
 */
const gatsbyAsyncScript = /<script src="([^"<>]+)" async><\/script>/g;

export const mainImageWaitMs = 1000;

/** The inline loader; its text is the same on every page of a build, so one CSP hash covers it. */
export function firstPaintLoader(sources: string[]): string {
  // Written short by hand: it is in every page's HTML. l: load the chunks (once), f: load
  // after the next frame, m: the main image.
  return [
    "(function(s){var d=document,t=0;",
    "function l(){if(t)return;t=1;s.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=!0;d.body.appendChild(e)})}",
    "function f(){requestAnimationFrame(function(){setTimeout(l,0)})}",
    "if(d.visibilityState==='hidden')return l();",
    "var m=d.querySelector('img[fetchpriority=high]');",
    `if(m&&!m.complete){m.addEventListener('load',f);m.addEventListener('error',l);setTimeout(l,${mainImageWaitMs})}else f()`,
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
