import * as React from "react";

import { AppProviders } from "./AppProviders";

/** Shared by gatsby-browser and gatsby-ssr so both render the same tree. */
export function wrapRoot({ element }: { element: React.ReactNode }): React.ReactElement {
  return <AppProviders>{element}</AppProviders>;
}
