import styled from "@emotion/styled";
import { graphql, type HeadProps, Link, type PageProps } from "gatsby";
import * as React from "react";

import { isUnderBlog } from "../blog/blog-routes";
import { PostNotFound, PostNotFoundSeo } from "../components/blog/PostNotFound";
import { Seo } from "../components/seo/Seo";
import { colors, fontSizes, radii, space } from "../theme/tokens";

/**
 * Gatsby's page for every path it has no page for. A /blog/... path shows Post Not Found, as
 * the page the CDN served for it does (a matchPath "/blog/*" would do the same, but Gatsby then
 * bundles every post's path into the app chunk: every page's JavaScript would grow with the
 * blog, and change whenever a post is added or removed).
 */
export default function NotFoundPage({ location }: PageProps): React.ReactElement {
  const isPost = isUnderBlog(location.pathname);
  React.useEffect(() => {
    if (!isPost) console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [isPost, location.pathname]);

  if (isPost) return <PostNotFound />;
  return (
    <Wrapper>
      <Code>404</Code>
      <Message>Oops! Page not found</Message>
      <HomeLink to="/">Return to Home</HomeLink>
    </Wrapper>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.NotFoundPageQuery>): React.ReactElement =>
  isUnderBlog(location.pathname) ? (
    <PostNotFoundSeo site={data.site} />
  ) : (
    <Seo
      site={data.site}
      title="Page Not Found | Meridian"
      description="The page you are looking for does not exist or has been moved."
      pathname="/404"
      lang="en"
      noIndex
    />
  );

// Only for the head: the site's address comes with the page data instead of a static query's request.
export const query = graphql`
  query NotFoundPage {
    site {
      ...SeoSite
    }
  }
`;

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
  padding: ${space[7]} ${space[4]};
  text-align: center;
`;

const Code = styled.h1`
  font-size: ${fontSizes["4xl"]};
`;

const Message = styled.p`
  color: ${colors.inkMuted};
  font-size: ${fontSizes.xl};
`;

const HomeLink = styled(Link)`
  padding: ${space[3]} ${space[5]};
  border-radius: ${radii.md};
  background: ${colors.brand};
  color: ${colors.paper};
  text-decoration: none;
`;
