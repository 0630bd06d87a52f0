import styled from "@emotion/styled";
import * as React from "react";

import type { BlogCardPost } from "../../blog/types";
import { colors, fontSizes } from "../../theme/tokens";
import { StaticIsland } from "../static/StaticIsland";
import { failedPhotosRemoved } from "./failed-photos";
import { CardGrid } from "../ui/Card";
import { BlogCard } from "./BlogCard";

/** The /blog grid (static: links and pictures), or the empty-state sentence when there are no posts. */
export function BlogCardGrid({ posts }: { posts: BlogCardPost[] }): React.ReactElement {
  if (posts.length === 0) return <Empty>No blog posts available yet.</Empty>;
  return (
    <StaticIsland
      root={Grid}
      kind="post-cards"
      whilePrerendered={failedPhotosRemoved}
      gap="lg"
      columns={{ md: 2, lg: 3 }}
    >
      {posts.map((post, index) => (
        <li key={post.id}>
          <BlogCard post={post} priority={index === 0} />
        </li>
      ))}
    </StaticIsland>
  );
}

/* Each post's article fills its cell, so the cards of a row share one height. */
const Grid = styled(CardGrid)`
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
