import type { PortableTextBlock } from "@portabletext/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { IGatsbyImageData } from "gatsby-plugin-image";

import type { BodyImageData } from "../body-media";
import { PortableBody } from "../PortableBody";

/** Sizes as gatsby-plugin-image makes them for a 1200×900 crop shown at most 720 px wide. */
const sized: IGatsbyImageData = {
  layout: "constrained",
  width: 720,
  height: 540,
  backgroundColor: "#f1f5f9",
  images: {
    fallback: {
      src: "/static/abc/720/storyboard.png",
      srcSet: "/static/abc/360/storyboard.png 360w,\n/static/abc/720/storyboard.png 720w",
      sizes: "(min-width: 720px) 720px, 100vw",
    },
    sources: [
      {
        srcSet: "/static/abc/360/storyboard.webp 360w,\n/static/abc/720/storyboard.webp 720w",
        type: "image/webp",
        sizes: "(min-width: 720px) 720px, 100vw",
      },
    ],
  },
};
const images: BodyImageData = new Map([
  ["img1", { alt: "A storyboard", gatsbyImageData: sized }],
  ["img2", { alt: "", gatsbyImageData: sized }],
]);

const paragraph = (text: string) =>
  ({
    _type: "block",
    _key: `p-${text}`,
    style: "normal",
    markDefs: [],
    children: [{ _type: "span", _key: "s", text, marks: [] }],
  }) as PortableTextBlock;
const picture = (fields: Record<string, unknown>) =>
  ({ _type: "bodyImage", asset: { _ref: "image-abc-1600x900-png" }, ...fields }) as unknown as PortableTextBlock;
/** Sanity's standard `image` member, as other Studios' block content and migrated posts hold it. */
const standardImage = (fields: Record<string, unknown>) =>
  ({ _type: "image", asset: { _ref: "image-abc-1600x900-png" }, ...fields }) as unknown as PortableTextBlock;
const video = (fields: Record<string, unknown>) =>
  ({ _type: "videoEmbed", _key: "v1", ...fields }) as unknown as PortableTextBlock;

describe("the body's pictures", () => {
  it("render as a figure with the editor's alt, a srcset, a reserved box, lazy loading and the caption", () => {
    render(
      <PortableBody
        blocks={[
          paragraph("Before."),
          picture({ _key: "img1", alt: "A storyboard", caption: "Six shots, one story." }),
        ]}
        images={images}
        title="A post"
      />,
    );
    const figure = screen.getByRole("figure");
    // jsdom names no figure after its figcaption (browsers do): the caption is checked as one.
    expect(within(figure).getByText("Six shots, one story.").tagName).toBe("FIGCAPTION");
    const image = within(figure).getByRole("img", { name: "A storyboard" });
    expect(image).toHaveAttribute("srcset", expect.stringContaining("720w"));
    expect(image).toHaveAttribute("width", "720");
    expect(image).toHaveAttribute("height", "540");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(figure.querySelector("source[type='image/webp']")).not.toBeNull();
  });

  it("give a decorative picture an empty alt (screen readers skip it) and leave out the caption when there is none", () => {
    const { container } = render(
      <PortableBody blocks={[picture({ _key: "img2", decorative: true, alt: "ignored" })]} images={images} />,
    );
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
    expect(container.querySelector("figcaption")).toBeNull();
  });

  it("render nothing for a picture the build could not size, or one without alt text that is not decorative", () => {
    const { container } = render(
      <PortableBody
        blocks={[
          picture({ _key: "unsized", alt: "Lost" }),
          picture({ _key: "img1", alt: "  " }),
          paragraph("Text stays."),
        ]}
        images={images}
      />,
    );
    expect(container.querySelector("figure")).toBeNull();
    expect(screen.getByText("Text stays.")).toBeInTheDocument();
  });
});

describe("the body's standard image blocks (Sanity's `image`)", () => {
  it("render exactly as a bodyImage does: the same figure, alt, srcset, box, lazy loading and caption", () => {
    const markup = (block: PortableTextBlock) =>
      render(<PortableBody blocks={[block]} images={images} title="A post" />).container.innerHTML;
    const fields = { _key: "img1", alt: "A storyboard", caption: "Six shots, one story." };
    const asImage = markup(standardImage(fields));
    expect(asImage).toBe(markup(picture(fields)));
    expect(asImage).toContain('alt="A storyboard"');
    expect(asImage).toContain("<figcaption>Six shots, one story.</figcaption>");
  });

  it('show a picture without alt text as decorative (alt="") instead of dropping it, and nothing when the build could not size it', () => {
    const { container } = render(
      <PortableBody
        blocks={[standardImage({ _key: "img1" }), standardImage({ _key: "unsized", alt: "Lost" })]}
        images={images}
      />,
    );
    const shown = container.querySelectorAll("figure img");
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveAttribute("alt", "");
    expect(shown[0]).toHaveAttribute("srcset", expect.stringContaining("720w"));
  });
});

describe("the body's videos", () => {
  it("show a poster with a titled play button and no player (no request to the provider) until it is pressed", async () => {
    const { container } = render(
      <PortableBody blocks={[video({ url: "https://vimeo.com/76979871", caption: "The demo cut" })]} title="A post" />,
    );
    expect(container.querySelector("iframe")).toBeNull();
    expect(within(screen.getByRole("figure")).getByText("The demo cut").tagName).toBe("FIGCAPTION");
    await userEvent.click(screen.getByRole("button", { name: "Play video: The demo cut" }));
    const player = screen.getByTitle("The demo cut");
    expect(player.tagName).toBe("IFRAME");
    expect(player).toHaveAttribute("src", "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1");
    expect(player).toHaveFocus();
  });

  it("play from the keyboard (Tab to the button, Enter), YouTube on youtube-nocookie.com, named after the post without a caption", async () => {
    render(
      <PortableBody
        blocks={[paragraph("Intro."), video({ url: "https://youtu.be/Xq7pK2mNvB4" })]}
        title="From Storyboard to Demo Cut"
      />,
    );
    await userEvent.tab();
    expect(
      screen.getByRole("button", { name: "Play video: YouTube video for “From Storyboard to Demo Cut”" }),
    ).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByTitle("YouTube video for “From Storyboard to Demo Cut”")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/Xq7pK2mNvB4?autoplay=1&rel=0",
    );
  });

  it("render nothing for a link to a site that is not YouTube, Vimeo or Wistia", () => {
    const { container } = render(
      <PortableBody
        blocks={[video({ url: "https://evil.example/watch?v=Xq7pK2mNvB4" }), video({ url: "javascript:alert(1)" })]}
      />,
    );
    expect(container.querySelector("figure, button, iframe")).toBeNull();
  });
});
