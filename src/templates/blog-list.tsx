import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";

import type { BlogCardPost, BlogListPageContext } from "../blog/types";
import { ArchiveLink } from "../components/blog/ArchiveLink";
import { BlogCardGrid } from "../components/blog/BlogCardGrid";
import { PageHero } from "../components/page/PageHero";
import { Section } from "../components/page/Section";
import { RouteSeo } from "../components/seo/RouteSeo";

interface BlogListData {
  allBlogPost: { nodes: BlogCardPost[] };
}

/**
 * /blog: the newest posts, newest first (the blog plugin passes their ids: the newest of those due
 * when the build made its pages), then the way to every other post: the archive.
 */
export default function BlogListTemplate({
  data,
  pageContext,
}: PageProps<BlogListData, BlogListPageContext>): React.ReactElement {
  const byId = new Map(data.allBlogPost.nodes.map((post) => [post.id, post]));
  const posts = pageContext.ids.flatMap((id) => byId.get(id) ?? []);
  return (
    <>
      <PageHero title="Our Blog" lead="Insights, tips, and stories from the world of SaaS video production" />
      <Section aria-label="Latest posts">
        <BlogCardGrid posts={posts} />
        {posts.length > 0 ? <ArchiveLink /> : null}
      </Section>
    </>
  );
}

export const Head = ({ data }: HeadProps<Queries.BlogListQuery>): React.ReactElement => (
  <RouteSeo route="blog" data={data} />
);

export const query = graphql`
  query BlogList($ids: [String!]!) {
    site {
      ...SeoSite
    }
    routeSeo: siteRoute(key: { eq: "blog" }) {
      ...RouteSeoFields
    }
    allBlogPost(filter: { id: { in: $ids } }) {
      nodes {
        ...BlogCardFields
      }
    }
  }

  fragment BlogCardFields on BlogPost {
    id
    path
    title
    excerpt
    publishedAt
    image {
      alt
      gatsbyImageData(
        layout: FULL_WIDTH
        aspectRatio: 1.7778
        breakpoints: [360, 640, 960]
        sizes: "(min-width: 1024px) 22rem, (min-width: 768px) 50vw, 100vw"
        placeholder: DOMINANT_COLOR
      )
    }
    author {
      name
      image {
        gatsbyImageData(layout: FIXED, width: 64, height: 64, placeholder: NONE)
      }
    }
  }
`;
