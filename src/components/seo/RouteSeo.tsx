import { graphql } from "gatsby";
import * as React from "react";

import type { RouteKey } from "../../config/routes";
import { isPageLang } from "../../config/site";
import { Seo, type SeoProps } from "./Seo";

/**
 * A route's metadata from the route table (its SiteRoute node, src/node-apis/site-routes.ts), which
 * the page's own query selects by key; its social card is made at build time when asked for.
 */
export const routeSeoFieldsFragment = graphql`
  fragment RouteSeoFields on SiteRoute {
    key
    path
    title
    description
    lang
    keywords
    socialCard {
      url
      width
      height
      alt
    }
  }
`;

/**
 * What RouteSeo reads from a page query that has
 * `site { ...SeoSite }` and `routeSeo: siteRoute(key: { eq: "<route>" }) { ...RouteSeoFields }`.
 */
export interface RouteSeoData {
  readonly site: Queries.SeoSiteFragment | null;
  readonly routeSeo: Queries.RouteSeoFieldsFragment | null;
}

type RouteSeoProps = { route: RouteKey; data: RouteSeoData } & Partial<
  Omit<SeoProps, "site" | "pathname" | "title" | "description" | "lang" | "keywords">
>;

/** Seo for a route of the route table, with its title, description, keywords, language and social card. */
export function RouteSeo({ route, data, ...rest }: RouteSeoProps): React.ReactElement {
  const meta = data.routeSeo;
  // The key is written twice, in the query and here; a page whose two disagree fails its build too.
  if (meta?.key !== route) {
    throw new Error(
      `RouteSeo: the page query has no route "${route}" (is it in src/config/routes.ts, and does the query ask ` +
        `for routeSeo: siteRoute(key: { eq: "${route}" }) { ...RouteSeoFields }?)`,
    );
  }
  if (!isPageLang(meta.lang)) throw new Error(`RouteSeo: route "${route}" has lang "${meta.lang}", not a PageLang`);
  return (
    <Seo
      site={data.site}
      title={meta.title}
      description={meta.description}
      pathname={meta.path}
      lang={meta.lang}
      keywords={meta.keywords}
      image={meta.socialCard}
      {...rest}
    />
  );
}
