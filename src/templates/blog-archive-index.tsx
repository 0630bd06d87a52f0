import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";

import type { BlogArchiveIndexContext } from "../blog/types";
import { ArchiveMonths } from "../components/blog/ArchiveMonths";
import { PageHero } from "../components/page/PageHero";
import { Section } from "../components/page/Section";
import { RouteSeo } from "../components/seo/RouteSeo";

/** /blog/archive: every month with posts, newest first, each linking to its pages (gatsby-node passes the months). */
export default function BlogArchiveIndexTemplate({
  pageContext,
}: PageProps<unknown, BlogArchiveIndexContext>): React.ReactElement {
  return (
    <>
      <PageHero title="Blog Archive" lead="Every post of the blog, month by month." />
      <Section aria-label="Months">
        <ArchiveMonths months={pageContext.months} />
      </Section>
    </>
  );
}

export const Head = ({ data }: HeadProps<Queries.BlogArchiveIndexQuery>): React.ReactElement => (
  <RouteSeo route="blogArchive" data={data} />
);

// Only for the head: the page's metadata comes with its page data instead of a static query's request.
export const query = graphql`
  query BlogArchiveIndex {
    site {
      ...SeoSite
    }
    routeSeo: siteRoute(key: { eq: "blogArchive" }) {
      ...RouteSeoFields
    }
  }
`;
