/**
 * Gatsby ends every page with `<script src="…" async>` for its runtime, framework and app
 * chunks. On a fast link those arrive while the page is still being parsed and run before
 * the first frame, so the first paint waits for React to be evaluated, and everything
 * they fetched counts towards Largest Contentful Paint. Requesting them from a small
 * inline script after the first frame keeps the prerendered page's first paint free of
 * JavaScript; the chunks are the same and still async, only their start moves by a frame.
 * A tab opened in the background has no frame to wait for, so it loads them at once.
 */
const gatsbyAsyncScript = /<script src="([^"<>]+)" async><\/script>/g;

/** The inline loader; its text is the same on every page of a build, so one CSP hash covers it. */
export function firstPaintLoader(sources: string[]): string {
  return [
    "(function(sources){",
    "function load(){sources.forEach(function(src){var script=document.createElement('script');script.src=src;script.async=true;document.body.appendChild(script)})}",
    "if(document.visibilityState==='hidden')load();else requestAnimationFrame(function(){setTimeout(load,0)})",
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
