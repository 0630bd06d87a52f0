import { graphql, type HeadFC, type PageProps } from "gatsby";
import * as React from "react";

import type { BlogCardPost } from "../blog/types";
import { ArchiveLink } from "../components/blog/ArchiveLink";
import { BlogCardGrid } from "../components/blog/BlogCardGrid";
import { PageHero } from "../components/page/PageHero";
import { Section } from "../components/page/Section";
import { RouteSeo } from "../components/seo/RouteSeo";

interface BlogListData {
  allBlogPost: { nodes: BlogCardPost[] };
}

/** /blog: the newest posts, newest first (gatsby-node passes the limit), then the way to every other post: the archive. */
export default function BlogListTemplate({ data }: PageProps<BlogListData>): React.ReactElement {
  return (
    <>
      <PageHero title="Our Blog" lead="Insights, tips, and stories from the world of SaaS video production" />
      <Section aria-label="Latest posts">
        <BlogCardGrid posts={data.allBlogPost.nodes} />
        {data.allBlogPost.nodes.length > 0 ? <ArchiveLink /> : null}
      </Section>
    </>
  );
}

export const Head: HeadFC = () => <RouteSeo route="blog" />;

export const query = graphql`
  query BlogList($limit: Int!) {
    allBlogPost(sort: { publishedAt: DESC }, limit: $limit) {
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
