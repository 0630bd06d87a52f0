import styled from "@emotion/styled";
import { Link } from "gatsby";
import * as React from "react";

import { formatPostDate } from "../../blog/format-post-date";
import { colors, fontSizes, lineHeights, sizes, space } from "../../theme/tokens";

/** An archive page's posts, newest first: title (a link), date and excerpt; text only, so a full page stays light. */
export function ArchivePostList({
  posts,
}: {
  posts: readonly Queries.BlogArchiveEntryFieldsFragment[];
}): React.ReactElement {
  return (
    <List>
      {posts.map((post) => {
        const date = formatPostDate(post.publishedAt);
        return (
          <Entry key={post.id}>
            <Title>
              <Link to={post.path}>{post.title}</Link>
            </Title>
            {date && post.publishedAt ? <PostDate dateTime={post.publishedAt}>{date}</PostDate> : null}
            {post.excerpt ? <Excerpt>{post.excerpt}</Excerpt> : null}
          </Entry>
        );
      })}
    </List>
  );
}

const List = styled.ol`
  max-width: ${sizes.prose};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  padding: ${space[4]} 0;
  border-bottom: 1px solid ${colors.line};
`;

const Title = styled.h2`
  margin: 0 0 ${space[1]};
  font-size: ${fontSizes.lg};
  line-height: ${lineHeights.snug};
  a {
    color: ${colors.brandStrong};
  }
`;

const PostDate = styled.time`
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
`;

const Excerpt = styled.p`
  margin: ${space[2]} 0 0;
  color: ${colors.inkMuted};
  line-height: ${lineHeights.normal};
`;
