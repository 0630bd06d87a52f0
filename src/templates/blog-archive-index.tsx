import type { HeadFC, PageProps } from "gatsby";
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

export const Head: HeadFC = () => <RouteSeo route="blogArchive" />;
