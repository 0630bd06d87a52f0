import type { PageProps } from "gatsby";
import * as React from "react";

import { Layout } from "../components/layout/Layout";

interface LayoutPageContext {
  breadcrumbLabel?: string;
}

/** Every page renders inside the layout; a page's context may name its breadcrumb. Global CSS comes from gatsby-ssr. */
export function wrapPage({
  element,
  props,
}: {
  element: React.ReactNode;
  props: PageProps<unknown, LayoutPageContext>;
}): React.ReactElement {
  return (
    <Layout pathname={props.location.pathname} breadcrumbLabel={props.pageContext?.breadcrumbLabel}>
      {element}
    </Layout>
  );
}
