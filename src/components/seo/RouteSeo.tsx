import { graphql, useStaticQuery } from "gatsby";
import * as React from "react";

import type { RouteKey, RouteMeta } from "../../config/routes";
import { Seo, type SeoProps, type SocialImage } from "./Seo";

type RouteSeoProps = { route: RouteKey } & Partial<
  Omit<SeoProps, "pathname" | "title" | "description" | "lang" | "keywords">
>;

interface SiteRoutesQuery {
  allSiteRoute: { nodes: Array<RouteMeta & { key: string; socialCard: SocialImage }> };
}

/** Seo for a route of the route table, with its title, description, keywords, language and social card (made at build time). */
export function RouteSeo({ route, ...rest }: RouteSeoProps): React.ReactElement {
  const { allSiteRoute } = useStaticQuery<SiteRoutesQuery>(graphql`
    query SiteRoutes {
      allSiteRoute {
        nodes {
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
      }
    }
  `);
  const meta = allSiteRoute.nodes.find((node) => node.key === route);
  if (!meta) throw new Error(`RouteSeo: no route "${route}" in src/config/routes.ts`);
  return (
    <Seo
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
