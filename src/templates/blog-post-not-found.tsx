import styled from "@emotion/styled";
import type { HeadFC } from "gatsby";
import * as React from "react";

import { postNotFoundPath } from "../blog/blog-routes";
import { BackToAbout } from "../components/blog/BackToAbout";
import { Seo } from "../components/seo/Seo";
import { colors, fontSizes, sizes, space } from "../theme/tokens";

/** Any /blog/... path that is not a post (matchPath "/blog/*"; every host answers 404 with blog/404.html). */
export default function BlogPostNotFoundTemplate(): React.ReactElement {
  return (
    <Wrapper>
      <BackToAbout />
      <h1>Post Not Found</h1>
      <Message>The blog post you&apos;re looking for doesn&apos;t exist or has been moved.</Message>
    </Wrapper>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Post Not Found | Meridian Studio Blog"
    description="The blog post you're looking for doesn't exist or has been moved."
    pathname={postNotFoundPath}
    lang="en"
    noIndex
  />
);

const Wrapper = styled.section`
  max-width: ${sizes.prose};
  margin: 0 auto;
  padding: ${space[6]} ${space[4]} ${space[8]};
  h1 {
    margin-top: ${space[5]};
    font-size: ${fontSizes["3xl"]};
  }
`;

const Message = styled.p`
  color: ${colors.inkMuted};
  font-size: ${fontSizes.lg};
`;
