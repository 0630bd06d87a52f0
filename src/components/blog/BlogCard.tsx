import styled from "@emotion/styled";
import { Link } from "gatsby";
import * as React from "react";

import { formatPostDate } from "../../blog/format-post-date";
import type { BlogCardPost } from "../../blog/types";
import { colors, fontSizes, fontWeights, lineHeights, radii, shadows, space } from "../../theme/tokens";
import { imageSrc, ResponsiveImage } from "../ui/ResponsiveImage";
import { AuthorAvatar } from "./AuthorAvatar";

/**
 * One post in the /blog grid; the whole card links to the post. `priority`: the first card,
 * whose image is the page's main one; the others load theirs lazily, as on a phone they are
 * below the first screen and would share the link with it.
 */
export function BlogCard({ post, priority = false }: { post: BlogCardPost; priority?: boolean }): React.ReactElement {
  const date = formatPostDate(post.publishedAt);
  const image = post.image?.gatsbyImageData;
  const avatar = post.author?.image?.gatsbyImageData;

  return (
    <Card>
      <Media>
        {image ? (
          <ResponsiveImage
            image={image}
            alt={post.image?.alt || post.title}
            fill
            priority={priority}
            lazy={!priority}
          />
        ) : null}
      </Media>
      <Body>
        <Title>
          <CardLink to={post.path}>{post.title}</CardLink>
        </Title>
        {date && post.publishedAt ? <time dateTime={post.publishedAt}>{date}</time> : null}
        {post.author ? (
          <Byline>
            <AuthorAvatar name={post.author.name} src={avatar ? imageSrc(avatar) : null} />
            <span>{post.author.name}</span>
          </Byline>
        ) : null}
        {post.excerpt ? <Excerpt>{post.excerpt}</Excerpt> : null}
      </Body>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${colors.line};
  border-radius: ${radii.lg};
  background: ${colors.paper};
  box-shadow: ${shadows.card};
  &:focus-within {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Media = styled.div`
  aspect-ratio: 16 / 9;
  background: ${colors.paperAlt};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[4]};
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
`;

const Title = styled.h2`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${colors.ink};
  font-size: ${fontSizes.lg};
  line-height: ${lineHeights.snug};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Byline = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  color: ${colors.ink};
  font-weight: ${fontWeights.medium};
`;

const Excerpt = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  line-height: ${lineHeights.normal};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
`;
