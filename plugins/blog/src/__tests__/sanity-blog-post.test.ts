/** @jest-environment node */
import { blogPostFields, type SanityPostNode } from "../sanity-blog-post";
import { blogPostPath } from "../publication";

const now = new Date("2026-11-22T12:00:00Z");
const node = (fields: Partial<SanityPostNode>): SanityPostNode =>
  ({
    id: "-node-1",
    _id: "3d1f6c2a",
    title: "A post",
    slug: { current: "a-post" },
    publishedAt: "2026-10-28T09:00:00Z",
    excerpt: "Short.",
    mainImage: { alt: "Alt", asset: { _ref: "image-abc-1200x630-png" } },
    author: { _ref: "-node-author" },
    _rawDataBody: [{ _type: "block", _key: "b1", children: [] }],
    parent: null,
    children: [],
    internal: { type: "SanityPost", contentDigest: "x", owner: "sanity-export-source" },
    ...fields,
  }) as SanityPostNode;

describe("blogPostFields", () => {
  it("maps a SanityPost to the neutral BlogPost fields", () => {
    expect(blogPostFields(node({}), { now, preview: false })).toEqual({
      postId: "3d1f6c2a",
      title: "A post",
      slug: "a-post",
      path: "/blog/a-post/",
      publishedAt: "2026-10-28T09:00:00Z",
      excerpt: "Short.",
      isDraft: false,
      image: { alt: "Alt", assetId: "image-abc-1200x630-png" },
      authorNodeId: "-node-author",
      body: [{ _type: "block", _key: "b1", children: [] }],
    });
  });

  it("puts a post without a slug at /blog/{_id}/", () => {
    expect(blogPostFields(node({ slug: null }), { now, preview: false })?.path).toBe("/blog/3d1f6c2a/");
    expect(blogPostPath("  ", "drafts.xyz")).toBe("/blog/xyz/");
  });

  it("leaves drafts and future posts out of production builds", () => {
    expect(blogPostFields(node({ _id: "drafts.3d1f6c2a" }), { now, preview: false })).toBeNull();
    expect(blogPostFields(node({ publishedAt: "2030-01-06T09:00:00Z" }), { now, preview: false })).toBeNull();
    expect(blogPostFields(node({ publishedAt: null }), { now, preview: false })).toBeNull();
  });

  it("shows drafts and future posts in preview, marking drafts", () => {
    expect(blogPostFields(node({ _id: "drafts.3d1f6c2a" }), { now, preview: true })?.isDraft).toBe(true);
    expect(blogPostFields(node({ publishedAt: "2030-01-06T09:00:00Z" }), { now, preview: true })).not.toBeNull();
  });
});
