import * as React from "react";

import { AppProviders } from "./AppProviders";
import { RootErrorBoundary } from "./RootErrorBoundary";

/**
 * Shared by gatsby-browser and gatsby-ssr so both render the same tree. The boundary is
 * outermost so nothing a page, the layout or a provider throws can blank the site.
 */
export function wrapRoot({ element }: { element: React.ReactNode }): React.ReactElement {
  return (
    <RootErrorBoundary>
      <AppProviders>{element}</AppProviders>
    </RootErrorBoundary>
  );
}
