import type { GatsbyNode, Node } from "gatsby";

import { blogImageSource, bodyImageSources } from "./blog-images";
import { blogPostPath, isDraftDocument, isGatsbyDevelop, isPublicationCandidate } from "./publication";

/**
 * The Sanity source's implementation of BlogPost. gatsby-source-sanity creates SanityPost nodes, and
 * so does plugins/sanity-export-source (it imitates them, see docs/decisions.md), so one adapter serves both.
 */

/** The fields of a SanityPost node both sources create. */
export interface SanityPostNode extends Node {
  _id: string;
  title?: string | null;
  slug?: { current?: string | null } | null;
  publishedAt?: string | null;
  excerpt?: string | null;
  mainImage?: { alt?: string | null; asset?: { _ref?: string } | null; crop?: unknown; hotspot?: unknown } | null;
  author?: { _ref?: string } | null;
  _rawDataBody?: unknown;
}

/**
 * The neutral BlogPost fields for a SanityPost node, or null for a post no build publishes (a
 * draft, or no date). A post dated later is kept: whether it is due is decided when pages are made
 * (create-pages.ts), so a warm build publishes it once its date has come.
 */
export function blogPostFields(node: SanityPostNode, { preview }: { preview: boolean }) {
  if (!isPublicationCandidate({ documentId: node._id, publishedAt: node.publishedAt }, { preview })) return null;
  const slug = node.slug?.current?.trim() || null;
  const body = Array.isArray(node._rawDataBody) ? node._rawDataBody : [];
  return {
    postId: node._id,
    title: node.title?.trim() || "Untitled post",
    slug,
    path: blogPostPath(slug, node._id),
    publishedAt: node.publishedAt ?? null,
    excerpt: node.excerpt ?? null,
    isDraft: isDraftDocument(node._id),
    image: blogImageSource(node.mainImage, node.mainImage?.alt ?? null),
    authorNodeId: node.author?._ref ?? null,
    body,
    bodyImages: bodyImageSources(body),
  };
}

/** Every SanityPost, whichever plugin sourced it, gets a SanityBlogPost child that implements BlogPost. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, createNodeId, createContentDigest }) => {
  if (node.internal.type !== "SanityPost") return;
  const fields = blogPostFields(node as SanityPostNode, { preview: isGatsbyDevelop() });
  if (!fields) return;
  const child = {
    ...fields,
    id: createNodeId(`SanityBlogPost >>> ${node.id}`),
    parent: node.id,
    children: [],
    internal: { type: "SanityBlogPost", contentDigest: createContentDigest(fields) },
  };
  // The promise is the onCreateNode runs it starts: Gatsby waits for them and reports their errors itself.
  void actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child });
};
