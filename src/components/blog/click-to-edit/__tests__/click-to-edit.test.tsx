import type { PortableTextBlock } from "@portabletext/react";
import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

import type { BlogPostData } from "../../../../blog/types";
import { PostArticle } from "../../PostArticle";

const image: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.525,
  images: { fallback: { src: "/cover.png", srcSet: "/cover.png 1200w", sizes: "100vw" }, sources: [] },
};
const block = (key: string | undefined, style: string, text: string, extra: Record<string, unknown> = {}) =>
  ({
    _type: "block",
    ...(key ? { _key: key } : {}),
    style,
    markDefs: [],
    children: [{ _type: "span", _key: `${key}s`, text, marks: [] }],
    ...extra,
  }) as PortableTextBlock;

const post: BlogPostData = {
  id: "node-1",
  postId: "drafts.3d1f6c2a",
  path: "/blog/a-post",
  title: "A Post Title",
  excerpt: "The excerpt.",
  publishedAt: "2026-10-28T09:00:00Z",
  isDraft: true,
  image: { alt: "Cover", gatsbyImageData: image },
  author: { name: "Marta Silva", image: null },
  body: [
    block("p1", "normal", "First paragraph."),
    block("h1", "h1", "A heading"),
    block("q1", "blockquote", "A quotation."),
    block("li1", "normal", "First item", { listItem: "bullet", level: 1 }),
    block("li2", "normal", "Second item", { listItem: "bullet", level: 1 }),
    block("odd", "lead", "A style the site does not know."),
    block(undefined, "normal", "A block without a key."),
  ],
};

/** The attribute Sanity's overlays read, decoded the simple way: id, type and path. */
const target = (element: Element | null) => {
  const value = element?.closest("[data-sanity]")?.getAttribute("data-sanity");
  return value ? Object.fromEntries(value.split(";").map((pair) => pair.split("=") as [string, string])) : null;
};

afterEach(() => {
  globalThis.__SANITY_CLICK_TO_EDIT__ = false;
});

describe("click-to-edit in the editors' preview", () => {
  beforeEach(() => {
    globalThis.__SANITY_CLICK_TO_EDIT__ = true;
  });

  it("marks the title, excerpt, cover image and author with the post's fields (the draft opens as its document)", () => {
    render(<PostArticle post={post} />);
    expect(target(screen.getByRole("heading", { level: 1 }))).toMatchObject({
      id: "3d1f6c2a",
      type: "post",
      path: "title",
    });
    expect(target(screen.getByText("The excerpt."))).toMatchObject({ id: "3d1f6c2a", type: "post", path: "excerpt" });
    expect(target(screen.getByAltText("Cover"))).toMatchObject({ id: "3d1f6c2a", type: "post", path: "mainImage" });
    expect(target(screen.getByText("Marta Silva"))).toMatchObject({ id: "3d1f6c2a", type: "post", path: "author" });
  });

  it("marks each body block by its key: paragraphs, headings, quotations, list items, unknown styles", () => {
    render(<PostArticle post={post} />);
    const blockPath = (text: string) => target(screen.getByText(text))?.path;
    expect(blockPath("First paragraph.")).toBe("body:p1");
    expect(screen.getByRole("heading", { level: 2, name: "A heading" }).getAttribute("data-sanity")).toContain(
      "path=body:h1",
    );
    expect(screen.getByText("A quotation.").closest("blockquote")?.getAttribute("data-sanity")).toContain(
      "path=body:q1",
    );
    expect(screen.getByText("First item").closest("li")?.getAttribute("data-sanity")).toContain("path=body:li1");
    expect(blockPath("Second item")).toBe("body:li2");
    expect(blockPath("A style the site does not know.")).toBe("body:odd");
    // No key, no path to point at: the block is left unmarked rather than pointing at the body.
    expect(screen.getByText("A block without a key.").closest("[data-sanity]")).toBeNull();
  });

  it("marks the body's pictures and videos by their key, on their figure", () => {
    const media = [
      {
        _type: "bodyImage",
        _key: "img1",
        alt: "A storyboard",
        caption: "The board",
        asset: { _ref: "image-abc-1600x900-png" },
      },
      { _type: "videoEmbed", _key: "vid1", url: "https://vimeo.com/76979871", caption: "The cut" },
    ] as unknown as PortableTextBlock[];
    render(
      <PostArticle
        post={{
          ...post,
          body: media,
          bodyImages: [{ key: "img1", image: { alt: "A storyboard", gatsbyImageData: image } }],
        }}
      />,
    );
    expect(screen.getByAltText("A storyboard").closest("figure")?.getAttribute("data-sanity")).toContain(
      "path=body:img1",
    );
    expect(
      screen.getByRole("button", { name: "Play video: The cut" }).closest("figure")?.getAttribute("data-sanity"),
    ).toContain("path=body:vid1");
  });

  it("links an overlay outside the Studio to the Studio when its address is known", async () => {
    const { postEditAttributes } = await import("..");
    expect(postEditAttributes("abc", "https://studio.example").title["data-sanity"]).toBe(
      "id=abc;type=post;path=title;base=https%3A%2F%2Fstudio.example",
    );
  });
});

it("marks nothing where the constant is false (every production build)", () => {
  const { container } = render(<PostArticle post={post} />);
  expect(container.querySelector("[data-sanity]")).toBeNull();
  expect(screen.getByRole("heading", { level: 1, name: "A Post Title" })).toBeInTheDocument();
});

it("marks a published post whose date has not come as scheduled, with when it goes live, and a live one not at all", () => {
  const published = { ...post, postId: "3d1f6c2a", isDraft: false };
  const { unmount } = render(<PostArticle post={{ ...published, publishedAt: "2999-01-06T09:00:00Z" }} />);
  expect(
    screen.getByText(
      "Scheduled preview: this post goes live on January 6, 2999, 09:00 UTC; readers do not see it before.",
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Draft preview/)).toBeNull();
  unmount();
  render(<PostArticle post={published} />);
  expect(screen.queryByText(/Scheduled preview|Draft preview/)).toBeNull();
});
