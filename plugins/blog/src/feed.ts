import type { PluginRef } from "gatsby";

import { isGatsbyDevelop, isPublishable } from "./publication";
import { publicationClock } from "./publication-clock";

interface FeedQuery {
  site: { siteMetadata: { siteUrl: string } };
  allBlogPost: {
    nodes: Array<{
      postId: string;
      title: string;
      excerpt: string | null;
      path: string;
      publishedAt: string | null;
      author: { name: string } | null;
    }>;
  };
}

/**
 * One RSS item per post due at the build's publication instant (the one its pages were made at);
 * built from the neutral BlogPost interface like the pages.
 */
export function feedItems({ query }: { query: FeedQuery }, now: Date = publicationClock()) {
  const { siteUrl } = query.site.siteMetadata;
  const preview = isGatsbyDevelop();
  const due = query.allBlogPost.nodes.filter((post) =>
    isPublishable({ documentId: post.postId, publishedAt: post.publishedAt }, { now, preview }),
  );
  return due.map((post) => ({
    title: post.title,
    description: post.excerpt ?? "",
    date: post.publishedAt ?? undefined,
    url: `${siteUrl}${post.path}`,
    guid: `${siteUrl}${post.path}`,
    author: post.author?.name,
  }));
}

/** gatsby-plugin-feed writes the feed (RSS 2.0) to `output` under public/ after the build. */
export const blogFeedPlugin = (output: string): PluginRef => ({
  resolve: "gatsby-plugin-feed",
  options: {
    query: `
      {
        site {
          siteMetadata {
            title
            description: title
            siteUrl
            site_url: siteUrl
          }
        }
      }
    `,
    feeds: [
      {
        serialize: feedItems,
        query: `
          {
            site { siteMetadata { siteUrl } }
            allBlogPost(sort: { publishedAt: DESC }) {
              nodes { postId title excerpt path publishedAt author { name } }
            }
          }
        `,
        output,
        title: "Meridian Studio Blog",
        description: "Insights, tips, and stories from the world of SaaS video production",
      },
    ],
  },
});
