import * as React from "react";

/**
 * Stands in, in the browser bundle, for gatsby-react-router-scroll (see
 * src/node-apis/on-create-webpack-config.ts). The site scrolls itself (src/scroll) and
 * gatsby-browser's shouldUpdateScroll answers false, so Gatsby's handler only saved the
 * scroll position to sessionStorage on every scroll, for nothing to read, and cost every
 * page about 1.8 KB of gzipped JavaScript. Gatsby renders `ScrollContext` around its router.
 */
export function ScrollContext({ children }: { children: React.ReactNode }): React.ReactElement {
  return <>{children}</>;
}

/** Gatsby re-exports this hook; nothing in the site uses it, and it would restore nothing here. */
export function useScrollRestoration(): never {
  throw new Error(
    "useScrollRestoration is not available: the site scrolls itself (src/scroll), not through Gatsby's scroll handler.",
  );
}
