/**
 * Gatsby's browser-side handler of a page's `Head` export, in the .cache/ every build writes
 * (untyped JavaScript; TypeScript reads it when it is there, this when it is not yet).
 * src/app/prerendered-head.ts wraps it.
 */
declare module "*/.cache/head/head-export-handler-for-browser" {
  export function headHandlerForBrowser(args: import("./gatsby-head").HeadHandlerArgs): void;
}
