import * as React from "react";

import { headHandlerForBrowser as renderHeadInBrowser } from "../../.cache/head/head-export-handler-for-browser";
import type { HeadHandlerArgs } from "../types/gatsby-head";

let firstPageCommitted = false;

/**
 * Whether these props are the first page the browser renders, at the address its HTML was
 * built for. A not-found page served for another address fails the test: its `Head` reads the
 * address (Post Not Found under /blog), so the build's tags may not be what it renders.
 */
function rendersOwnPrerenderedPage(props: HeadHandlerArgs["pageComponentProps"], firstPage: boolean): boolean {
  return firstPage && props.pageResources?.page.path === props.location.pathname;
}

/**
 * Stands in, in the browser bundle, for Gatsby's head handler (see
 * src/node-apis/on-create-webpack-config.ts). Gatsby renders a page's `Head` in a hidden React
 * root after the page's every render, the first included, and diffs its tags against <head>.
 * On the first load the build already wrote those very tags from the same page data, so that
 * render and diff were start-up work on every page that changed nothing. The first page keeps
 * its prerendered head; every later render (a client-side navigation, the same page's next
 * render) goes through Gatsby's handler as before, which removes the tags it finds and puts
 * the new page's in.
 */
function usePrerenderedHeadFirst(args: HeadHandlerArgs): void {
  const keepPrerendered = rendersOwnPrerenderedPage(args.pageComponentProps, !firstPageCommitted);
  // Always called, so the hooks inside run in the same order on every render; with no Head, its
  // effect renders nothing.
  renderHeadInBrowser({ ...args, pageComponent: keepPrerendered ? undefined : args.pageComponent });
  React.useEffect(() => {
    firstPageCommitted = true;
  }, []);
}

/** Under the name page-renderer imports (Gatsby's own handler is a hook without the `use` prefix). */
export const headHandlerForBrowser = usePrerenderedHeadFirst;
