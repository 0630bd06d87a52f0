import * as React from "react";

import { type RouteKey, routes } from "../../config/routes";
import { Seo, type SeoProps } from "./Seo";

type RouteSeoProps = { route: RouteKey } & Partial<Omit<SeoProps, "pathname" | "title" | "description" | "lang">>;

/** Seo for a route of the route table, with its title, description and language. */
export function RouteSeo({ route, ...rest }: RouteSeoProps): React.ReactElement {
  const meta = routes[route];
  return <Seo title={meta.title} description={meta.description} pathname={meta.path} lang={meta.lang} {...rest} />;
}
