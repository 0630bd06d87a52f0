import styled from "@emotion/styled";
import * as React from "react";

import { postNotFoundLabel, postNotFoundPath } from "../../blog/blog-routes";
import { colors, fontSizes, sizes, space } from "../../theme/tokens";
import { Seo, type SeoProps } from "../seo/Seo";
import { BackToAbout } from "./BackToAbout";

/**
 * What any /blog/... path that is not a post shows: prerendered as the Post Not Found page
 * (which the CDN serves for those paths), and rendered by the not-found page in the browser.
 */
export function PostNotFound(): React.ReactElement {
  return (
    <Wrapper>
      <BackToAbout />
      <h1>{postNotFoundLabel}</h1>
      <Message>The blog post you&apos;re looking for doesn&apos;t exist or has been moved.</Message>
    </Wrapper>
  );
}

/** site: the page query's `site { ...SeoSite }`. */
export function PostNotFoundSeo({ site }: Pick<SeoProps, "site">): React.ReactElement {
  return (
    <Seo
      site={site}
      title={`${postNotFoundLabel} | Meridian Studio Blog`}
      description="The blog post you're looking for doesn't exist or has been moved."
      pathname={postNotFoundPath}
      lang="en"
      noIndex
    />
  );
}

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
