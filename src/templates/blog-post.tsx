import { graphql, type HeadFC, type PageProps } from "gatsby";
import * as React from "react";

import { blogPostingJsonLd, postBreadcrumbJsonLd } from "../components/blog/post-json-ld";
import type { BlogPostData, BlogPostPageContext } from "../blog/types";
import { BodySiteLinks } from "../components/blog/BodyLink";
import { NewerOlderNav } from "../components/blog/NewerOlderNav";
import { PostArticle } from "../components/blog/PostArticle";
import { JsonLd } from "../components/seo/JsonLd";
import { Seo, type SocialImage } from "../components/seo/Seo";
import { imageFallback } from "../components/ui/ResponsiveImage";

interface BlogPostPageData {
  site: { siteMetadata: { siteUrl: string; title: string } };
  blogPost: BlogPostData | null;
  /** The post's built card; null when the post has its own image. */
  socialCard: SocialImage | null;
}

/**
 * /blog/{slug} (or /blog/{_id}): one post, from the BlogPost interface, then the next newer and
 * older posts by title (gatsby-node passes them, and the site addresses of the body's links).
 */
export default function BlogPostTemplate({
  data,
  pageContext,
}: PageProps<BlogPostPageData, BlogPostPageContext>): React.ReactElement | null {
  if (!data.blogPost) return null;
  return (
    <>
      <BodySiteLinks.Provider value={pageContext.siteLinks ?? noSiteLinks}>
        <PostArticle post={data.blogPost} />
      </BodySiteLinks.Provider>
      <NewerOlderNav
        label="More posts"
        newer={pageContext.newer ?? null}
        older={pageContext.older ?? null}
        newerCaption="Newer post"
        olderCaption="Older post"
      />
    </>
  );
}

const noSiteLinks: Readonly<Record<string, string>> = {};

export const Head: HeadFC<BlogPostPageData> = ({ data }) => {
  const post = data.blogPost;
  if (!post) return <></>;
  const { siteUrl } = data.site.siteMetadata;
  const cover = imageFallback(post.image?.gatsbyImageData);
  const imageUrl = cover?.url ?? null;
  return (
    <Seo
      site={data.site}
      title={`${post.title} | Meridian Studio Blog`}
      description={post.excerpt ?? post.title}
      pathname={post.path}
      lang="en"
      type="article"
      image={cover ? { ...cover, alt: post.image?.alt ?? post.title } : (data.socialCard ?? undefined)}
      noIndex={post.isDraft}
    >
      <JsonLd
        data={blogPostingJsonLd(
          {
            title: post.title,
            excerpt: post.excerpt,
            path: post.path,
            publishedAt: post.publishedAt,
            authorName: post.author?.name ?? null,
            imageUrl,
          },
          siteUrl,
        )}
      />
      <JsonLd data={postBreadcrumbJsonLd(post, siteUrl)} />
    </Seo>
  );
};

export const query = graphql`
  query BlogPostPage($id: String!) {
    site {
      ...SeoSite
    }
    socialCard: blogPostSocialCard(id: $id) {
      url
      width
      height
      alt
    }
    blogPost(id: { eq: $id }) {
      id
      postId
      path
      title
      excerpt
      publishedAt
      isDraft
      body
      bodyImages {
        key
        image {
          alt
          gatsbyImageData(
            layout: CONSTRAINED
            width: 720
            breakpoints: [360, 720, 1080, 1440]
            placeholder: DOMINANT_COLOR
          )
        }
      }
      image {
        alt
        gatsbyImageData(
          layout: FULL_WIDTH
          aspectRatio: 1.905
          breakpoints: [360, 720, 1080, 1200]
          placeholder: DOMINANT_COLOR
        )
      }
      author {
        name
        image {
          gatsbyImageData(layout: FIXED, width: 96, height: 96, placeholder: NONE)
        }
      }
    }
  }
`;
