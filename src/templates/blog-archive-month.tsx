import { graphql, type HeadFC, type PageProps } from "gatsby";
import * as React from "react";

import { archivePageDescription, archivePageTitle } from "../blog/archive-copy";
import type { BlogArchivePageContext } from "../blog/types";
import { routePaths } from "../config/route-paths";
import { ArchivePostList } from "../components/blog/ArchivePostList";
import { NewerOlderNav } from "../components/blog/NewerOlderNav";
import { breadcrumbJsonLd } from "../components/blog/post-json-ld";
import { PageHero } from "../components/page/PageHero";
import { Section } from "../components/page/Section";
import { JsonLd } from "../components/seo/JsonLd";
import { Seo } from "../components/seo/Seo";

type ArchiveMonthProps = PageProps<Queries.BlogArchiveMonthQuery, BlogArchivePageContext>;
type ArchiveEntry = Queries.BlogArchiveEntryFieldsFragment;

/** The page's posts in the order gatsby-node gave their ids (newest first). */
function postsInOrder({ data, pageContext }: Pick<ArchiveMonthProps, "data" | "pageContext">): ArchiveEntry[] {
  const byId = new Map(data.allBlogPost.nodes.map((post) => [post.id, post]));
  return pageContext.ids.flatMap((id) => byId.get(id) ?? []);
}

/** /blog/archive/{yyyy-mm}/ (and /2/, /3/… for a month of many posts): the month's posts, then the neighbouring archive pages. */
export default function BlogArchiveMonthTemplate({ data, pageContext }: ArchiveMonthProps): React.ReactElement {
  return (
    <>
      <PageHero
        title={pageContext.label}
        lead={`Posts of the Meridian Studio blog from ${pageContext.label}, newest first.`}
      />
      <Section aria-label="Posts">
        <ArchivePostList posts={postsInOrder({ data, pageContext })} />
      </Section>
      <NewerOlderNav
        label="More archive pages"
        newer={pageContext.newer}
        older={pageContext.older}
        newerCaption="Newer posts"
        olderCaption="Older posts"
      />
    </>
  );
}

export const Head: HeadFC<Queries.BlogArchiveMonthQuery, BlogArchivePageContext> = ({
  data,
  pageContext,
  location,
}) => {
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? "";
  const monthCrumbs = Object.entries(pageContext.breadcrumbSegmentLabels).map(([segment, name]) => ({
    name,
    path: `${routePaths.blogArchive}${segment}/`,
  }));
  const crumbs = [
    { name: "Home", path: routePaths.home },
    { name: "Blog", path: routePaths.blog },
    { name: "Archive", path: routePaths.blogArchive },
    ...monthCrumbs.filter((crumb) => crumb.path !== location.pathname),
    { name: pageContext.label, path: location.pathname },
  ];
  return (
    <Seo
      site={data.site}
      title={archivePageTitle(pageContext.label)}
      description={archivePageDescription(pageContext.label)}
      pathname={location.pathname}
      lang="en"
      image={data.socialCard}
    >
      <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl)} />
    </Seo>
  );
};

export const query = graphql`
  query BlogArchiveMonth($ids: [String!]!, $label: String!) {
    site {
      ...SeoSite
    }
    socialCard: blogArchiveSocialCard(label: $label) {
      url
      width
      height
      alt
    }
    allBlogPost(filter: { id: { in: $ids } }) {
      nodes {
        ...BlogArchiveEntryFields
      }
    }
  }

  fragment BlogArchiveEntryFields on BlogPost {
    id
    path
    title
    excerpt
    publishedAt
  }
`;
