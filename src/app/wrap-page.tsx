import type { PageProps } from "gatsby";
import * as React from "react";

import { isUnderBlog, postNotFoundLabel, postNotFoundPath } from "../blog/blog-routes";
import { Layout } from "../components/layout/Layout";

interface LayoutPageContext {
  breadcrumbLabel?: string;
  /** Names of path segments above the page (an archive month above its later pages). */
  breadcrumbSegmentLabels?: Record<string, string>;
}

type WrappedPageProps = Pick<PageProps<unknown, LayoutPageContext>, "path" | "location" | "pageContext"> & {
  /** In the browser the not-found page's `path` is the requested path; its resources still name /404.html. */
  pageResources?: { page: { path: string } };
};

/** Gatsby serves its one prerendered not-found page (built at /404.html and /404) for every unknown path. */
const notFoundPagePath = /^\/404(\.html|\/)?$/;

/**
 * The path and label the layout's breadcrumb is built from. On the not-found page it is
 * always "Home / Page not found": the prerendered HTML cannot know which unknown path a
 * visitor asked for, so crumbs built from the real path would differ from the server's
 * and break hydration (React #418).
 */
export function layoutTrail(props: WrappedPageProps): {
  pathname: string;
  breadcrumbLabel?: string;
  segmentLabels?: Record<string, string>;
} {
  // Prerendering, the location is the page's own (/404.html); in the browser, only its resources say so.
  const paths = [props.pageResources?.page.path, props.path, props.location.pathname];
  if (paths.some((path) => notFoundPagePath.test(path ?? ""))) {
    // Under /blog the not-found page shows Post Not Found, over the HTML of that page (see 404.tsx).
    if (isUnderBlog(props.location.pathname)) return { pathname: postNotFoundPath, breadcrumbLabel: postNotFoundLabel };
    return { pathname: "/404", breadcrumbLabel: "Page not found" };
  }
  return {
    pathname: props.location.pathname,
    breadcrumbLabel: props.pageContext?.breadcrumbLabel,
    segmentLabels: props.pageContext?.breadcrumbSegmentLabels,
  };
}

/** Every page renders inside the layout; a page's context may name its breadcrumb. Global CSS comes from gatsby-ssr. */
export function wrapPage({
  element,
  props,
}: {
  element: React.ReactNode;
  props: WrappedPageProps;
}): React.ReactElement {
  const { pathname, breadcrumbLabel, segmentLabels } = layoutTrail(props);
  return (
    <Layout pathname={pathname} breadcrumbLabel={breadcrumbLabel} segmentLabels={segmentLabels}>
      {element}
    </Layout>
  );
}
