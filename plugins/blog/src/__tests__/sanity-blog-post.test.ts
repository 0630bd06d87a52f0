/** @jest-environment node */
import { blogPostFields, type SanityPostNode } from "../sanity-blog-post";
import { blogPostPath } from "../publication";

const node = (fields: Partial<SanityPostNode>): SanityPostNode => ({
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
});

describe("blogPostFields", () => {
  it("maps a SanityPost to the neutral BlogPost fields", () => {
    expect(blogPostFields(node({}), { preview: false })).toEqual({
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
      bodyImages: [],
    });
  });

  it("keeps the editor's crop and hotspot of the cover, and each body picture (bodyImage or standard image) with its alt (empty when decorative)", () => {
    const crop = { _type: "sanity.imageCrop", top: 0.1, bottom: 0.2, left: 0, right: 0.25 };
    const hotspot = { _type: "sanity.imageHotspot", x: 0.7, y: 0.4, width: 0.2, height: 0.3 };
    const fields = blogPostFields(
      node({
        mainImage: { alt: "Alt", asset: { _ref: "image-abc-1200x630-png" }, crop, hotspot },
        _rawDataBody: [
          { _type: "block", _key: "b1", children: [] },
          {
            _type: "bodyImage",
            _key: "i1",
            alt: "A storyboard",
            caption: "Frames",
            asset: { _ref: "image-def-1600x900-jpg" },
            crop,
          },
          {
            _type: "bodyImage",
            _key: "i2",
            decorative: true,
            alt: "ignored",
            asset: { _ref: "image-ghi-800x800-png" },
          },
          { _type: "bodyImage", _key: "i3", alt: "No asset yet" },
          { _type: "videoEmbed", _key: "v1", url: "https://vimeo.com/76979871" },
          // Sanity's standard image member (other Studios, migrated content), with or without alt text.
          { _type: "image", _key: "i4", alt: "An end card", asset: { _ref: "image-jkl-1600x900-png" }, crop, hotspot },
          { _type: "image", _key: "i5", asset: { _ref: "image-mno-640x480-jpg" } },
        ],
      }),
      { preview: false },
    );
    expect(fields?.image).toEqual({
      alt: "Alt",
      assetId: "image-abc-1200x630-png",
      crop: { top: 0.1, bottom: 0.2, left: 0, right: 0.25 },
      hotspot: { x: 0.7, y: 0.4, width: 0.2, height: 0.3 },
    });
    expect(fields?.bodyImages).toEqual([
      {
        key: "i1",
        image: {
          alt: "A storyboard",
          assetId: "image-def-1600x900-jpg",
          crop: { top: 0.1, bottom: 0.2, left: 0, right: 0.25 },
        },
      },
      { key: "i2", image: { alt: "", assetId: "image-ghi-800x800-png" } },
      {
        key: "i4",
        image: {
          alt: "An end card",
          assetId: "image-jkl-1600x900-png",
          crop: { top: 0.1, bottom: 0.2, left: 0, right: 0.25 },
          hotspot: { x: 0.7, y: 0.4, width: 0.2, height: 0.3 },
        },
      },
      { key: "i5", image: { alt: null, assetId: "image-mno-640x480-jpg" } },
    ]);
  });

  it("ignores a crop or hotspot that is not made of fractions, and a crop that leaves nothing", () => {
    const image = (crop: unknown, hotspot: unknown) =>
      blogPostFields(node({ mainImage: { alt: null, asset: { _ref: "image-abc-1200x630-png" }, crop, hotspot } }), {
        preview: false,
      })?.image;
    expect(image({ top: 0.6, bottom: 0.5, left: 0, right: 0 }, { x: 2, y: 0.5, width: 0.1, height: 0.1 })).toEqual({
      alt: null,
      assetId: "image-abc-1200x630-png",
    });
    expect(image({ top: "0.1", bottom: 0, left: 0, right: 0 }, { x: 0.5, y: 0.5, width: 0, height: 0.1 })).toEqual({
      alt: null,
      assetId: "image-abc-1200x630-png",
    });
  });

  it("puts a post without a slug at /blog/{_id}/", () => {
    expect(blogPostFields(node({ slug: null }), { preview: false })?.path).toBe("/blog/3d1f6c2a/");
    expect(blogPostPath("  ", "drafts.xyz")).toBe("/blog/xyz/");
  });

  it("leaves drafts and undated posts out of production builds, and keeps a post dated later for the pages to decide", () => {
    expect(blogPostFields(node({ _id: "drafts.3d1f6c2a" }), { preview: false })).toBeNull();
    expect(blogPostFields(node({ publishedAt: null }), { preview: false })).toBeNull();
    expect(blogPostFields(node({ publishedAt: "not a date" }), { preview: false })).toBeNull();
    // Its node is made once and kept by warm builds; create-pages.ts publishes it when its date has come.
    expect(blogPostFields(node({ publishedAt: "2030-01-06T09:00:00Z" }), { preview: false })?.publishedAt).toBe(
      "2030-01-06T09:00:00Z",
    );
  });

  it("shows drafts and future posts in preview, marking drafts", () => {
    expect(blogPostFields(node({ _id: "drafts.3d1f6c2a" }), { preview: true })?.isDraft).toBe(true);
    expect(blogPostFields(node({ publishedAt: "2030-01-06T09:00:00Z" }), { preview: true })).not.toBeNull();
  });
});
