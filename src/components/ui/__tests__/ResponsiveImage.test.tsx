import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

import { imageFallback, imageSrc, ResponsiveImage } from "../ResponsiveImage";

const hero: IGatsbyImageData = {
  layout: "fullWidth",
  // gatsby-plugin-image's full-width data: width 1, height the aspect ratio.
  width: 1,
  height: 0.5625,
  images: {
    fallback: {
      src: "/static/hero-1200.jpg",
      srcSet: "/static/hero-750.jpg 750w,\n/static/hero-1200.jpg 1200w",
      sizes: "100vw",
    },
    sources: [
      { type: "image/webp", srcSet: "/static/hero-750.webp 750w,\n/static/hero-1200.webp 1200w", sizes: "100vw" },
    ],
  },
};

describe("ResponsiveImage", () => {
  it("lets the browser choose among the generated files, WebP first, with the image's box and alt text", () => {
    const { container } = render(<ResponsiveImage image={hero} alt="A team filming a product demo" />);
    const image = screen.getByRole("img", { name: "A team filming a product demo" });
    expect(image).toHaveAttribute("src", "/static/hero-1200.jpg");
    expect(image).toHaveAttribute("srcset", hero.images.fallback?.srcSet);
    expect(image).toHaveAttribute("sizes", "100vw");
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "675");
    const source = container.querySelector("picture > source");
    expect(source).toHaveAttribute("type", "image/webp");
    expect(source).toHaveAttribute("srcset", hero.images.sources?.[0]?.srcSet);
  });

  it("fetches a page's main image at high priority from the start, and only that one", () => {
    render(
      <>
        <ResponsiveImage image={hero} alt="Main image" priority />
        <ResponsiveImage image={hero} alt="Card image" />
      </>,
    );
    expect(screen.getByRole("img", { name: "Main image" })).toHaveAttribute("fetchpriority", "high");
    expect(screen.getByRole("img", { name: "Main image" })).not.toHaveAttribute("decoding");
    expect(screen.getByRole("img", { name: "Card image" })).not.toHaveAttribute("fetchpriority");
    expect(screen.getByRole("img", { name: "Card image" })).toHaveAttribute("decoding", "async");
  });

  it("gives the fallback file's URL for social cards and avatars", () => {
    expect(imageSrc(hero)).toBe("/static/hero-1200.jpg");
    expect(imageSrc(null)).toBeUndefined();
  });

  it("gives the fallback file's pixel size for og:image:width and og:image:height", () => {
    expect(imageFallback(hero)).toEqual({ url: "/static/hero-1200.jpg", width: 1200, height: 675 });
    const narrowFallback = {
      ...hero,
      images: { fallback: { src: "/static/hero-750.jpg", srcSet: hero.images.fallback?.srcSet } },
    };
    expect(imageFallback(narrowFallback)).toEqual({ url: "/static/hero-750.jpg", width: 750, height: 422 });
    expect(imageFallback(null)).toBeUndefined();
  });
});
