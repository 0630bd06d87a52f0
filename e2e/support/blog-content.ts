import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { blogPostPath, isPublishable } from "../../plugins/blog/src/publication";

export interface ExportedPost {
  id: string;
  title: string;
  path: string;
  publishedAt: string;
  published: boolean;
  excerpt: string | null;
  /** The text of the body's spans, in order. */
  bodyTexts: string[];
  /** Whether the body embeds a video (a `videoEmbed` block). */
  hasVideo: boolean;
}

/** The posts of the bundled export the build read, and whether a production build publishes each. */
export function bundledPosts(now = new Date()): ExportedPost[] {
  return readFileSync(resolve("content/blog/data.ndjson"), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map(
      (line) =>
        JSON.parse(line) as {
          _id: string;
          _type: string;
          title: string;
          slug?: { current?: string };
          publishedAt: string;
          excerpt?: string;
          body?: Array<{ _type?: string; children?: Array<{ text?: unknown }> }>;
        },
    )
    .filter((doc) => doc._type === "post")
    .map((doc) => ({
      id: doc._id,
      title: doc.title,
      path: blogPostPath(doc.slug?.current, doc._id),
      publishedAt: doc.publishedAt,
      published: isPublishable({ documentId: doc._id, publishedAt: doc.publishedAt }, { now, preview: false }),
      excerpt: doc.excerpt ?? null,
      bodyTexts: (doc.body ?? []).flatMap((block) =>
        (block.children ?? []).flatMap((span) => (typeof span.text === "string" ? [span.text] : [])),
      ),
      hasVideo: (doc.body ?? []).some((block) => block._type === "videoEmbed"),
    }));
}
