import styled from "@emotion/styled";
import * as React from "react";

import type { BlogCardPost } from "../../blog/types";
import { mq } from "../../theme/media";
import { colors, fontSizes, space } from "../../theme/tokens";
import { BlogCard } from "./BlogCard";

/** The /blog grid, or the empty-state sentence when there are no posts. */
export function BlogCardGrid({ posts }: { posts: BlogCardPost[] }): React.ReactElement {
  if (posts.length === 0) return <Empty>No blog posts available yet.</Empty>;
  return (
    <Grid>
      {posts.map((post) => (
        <li key={post.id}>
          <BlogCard post={post} />
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  > li {
    display: flex;
  }
  > li > article {
    flex: 1;
  }
`;

const Empty = styled.p`
  color: ${colors.inkMuted};
  font-size: ${fontSizes.lg};
`;
