import { graphql, type HeadProps } from "gatsby";
import * as React from "react";

import { PostNotFound, PostNotFoundSeo } from "../components/blog/PostNotFound";

/** Any /blog/... path that is not a post: every host answers 404 with this page (blog/404.html). */
export default function BlogPostNotFoundTemplate(): React.ReactElement {
  return <PostNotFound />;
}

export const Head = ({ data }: HeadProps<Queries.BlogPostNotFoundQuery>): React.ReactElement => (
  <PostNotFoundSeo site={data.site} />
);

// Only for the head: the site's address comes with the page data instead of a static query's request.
export const query = graphql`
  query BlogPostNotFound {
    site {
      ...SeoSite
    }
  }
`;
