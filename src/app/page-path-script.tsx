import type { GatsbySSR } from "gatsby";
import * as React from "react";

import { postNotFoundPath } from "../blog/blog-routes";

const pagePathAssignment = /window\.pagePath=("(?:[^"\\]|\\.)*");/;

/**
 * Gatsby writes `window.pagePath="/this/page"` into an inline script on every page, so
 * each page's script has a different hash and a hash-based Content-Security-Policy would
 * need one hash per page. This moves the path into a data attribute and makes the script
 * body identical on every page: one hash covers the whole site.
 *
 * The Post Not Found page is served for every unknown /blog/... path, as 404.html is for the
 * others, and says so with 404.html's path: Gatsby's browser runtime would otherwise replace
 * the address with /blog/404.html, and it shows its not-found page (which shows Post
 * Not Found under /blog) instead.
 */
export const makePagePathScriptConstant: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const components = getPostBodyComponents().map((component) => {
    if (!React.isValidElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>(component))
      return component;
    if (component.props.id !== "gatsby-script-loader") return component;
    const html = component.props.dangerouslySetInnerHTML?.__html ?? "";
    const match = pagePathAssignment.exec(html);
    if (!match?.[1]) return component;
    const pagePath = pathname === postNotFoundPath ? "/404.html" : (JSON.parse(match[1]) as string);
    return (
      <script
        key="script-loader"
        id="gatsby-script-loader"
        data-page-path={pagePath}
        dangerouslySetInnerHTML={{
          __html: html.replace(pagePathAssignment, "window.pagePath=document.currentScript.dataset.pagePath;"),
        }}
      />
    );
  });
  replacePostBodyComponents(components);
};
