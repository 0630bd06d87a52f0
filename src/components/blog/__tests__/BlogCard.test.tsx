import { matchers } from "@emotion/jest";
import { fireEvent, render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

import type { BlogCardPost } from "../../../blog/types";
import { BlogCard } from "../BlogCard";
import { BlogCardGrid } from "../BlogCardGrid";

expect.extend(matchers);

const imageData = (src: string): IGatsbyImageData => ({
  layout: "fixed",
  width: 64,
  height: 64,
  images: { fallback: { src, srcSet: `${src} 64w`, sizes: "64px" }, sources: [] },
});

const post: BlogCardPost = {
  id: "p1",
  path: "/blog/why-every-saas-product-needs-a-90-second-demo",
  title: "Why Every SaaS Product Needs a 90-Second Demo Video",
  excerpt: "Visitors decide in seconds whether your product is worth a trial.",
  publishedAt: "2026-10-28T09:00:00Z",
  image: null,
  author: { name: "Marta Silva", image: { alt: "Marta Silva", gatsbyImageData: imageData("/static/marta.png") } },
};

describe("BlogCard", () => {
  it("links the title to the post and shows the date in long US format", () => {
    render(<BlogCard post={post} />);
    expect(screen.getByRole("link", { name: post.title })).toHaveAttribute("href", post.path);
    const date = screen.getByText("October 28, 2026");
    expect(date.tagName).toBe("TIME");
    expect(date).toHaveAttribute("dateTime", post.publishedAt);
  });

  it("keeps the date of a post published just after midnight UTC on its own day", () => {
    render(<BlogCard post={{ ...post, publishedAt: "2026-01-01T00:30:00Z" }} />);
    expect(screen.getByText("January 1, 2026")).toBeInTheDocument();
  });

  it("clamps the title to two lines and the excerpt to three", () => {
    render(<BlogCard post={post} />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveStyleRule("-webkit-line-clamp", "2");
    expect(screen.getByText(post.excerpt as string)).toHaveStyleRule("-webkit-line-clamp", "3");
  });

  it("shows the author's name with their initials under the photo, and only the initials once the photo fails", () => {
    const { container } = render(<BlogCard post={post} />);
    expect(screen.getByText("Marta Silva")).toBeInTheDocument();
    expect(screen.getByTestId("avatar-initials")).toHaveTextContent("MS");
    const photo = container.querySelector("img[src='/static/marta.png']") as HTMLImageElement;
    expect(photo).not.toBeNull();
    fireEvent.error(photo);
    expect(container.querySelector("img[src='/static/marta.png']")).toBeNull();
    expect(screen.getByTestId("avatar-initials")).toHaveTextContent("MS");
  });

  it("shows initials for an author without an image", () => {
    const { container } = render(<BlogCard post={{ ...post, author: { name: "James Okafor", image: null } }} />);
    expect(screen.getByTestId("avatar-initials")).toHaveTextContent("JO");
    expect(container.querySelector("img")).toBeNull();
  });
});

describe("BlogCardGrid", () => {
  it("says so when there are no posts", () => {
    render(<BlogCardGrid posts={[]} />);
    expect(screen.getByText("No blog posts available yet.")).toBeInTheDocument();
  });

  it("renders one card per post in the order given", () => {
    render(<BlogCardGrid posts={[post, { ...post, id: "p2", title: "Second", path: "/blog/second" }]} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      post.title,
      "Second",
    ]);
  });

  it("fetches the first card's image, the page's largest, at high priority and the others lazily", () => {
    const withImage = (id: string, alt: string): BlogCardPost => ({
      ...post,
      id,
      path: `/blog/${id}`,
      image: { alt, gatsbyImageData: imageData(`/static/${id}.png`) },
    });
    render(<BlogCardGrid posts={[withImage("first", "First cover"), withImage("second", "Second cover")]} />);
    expect(screen.getByRole("img", { name: "First cover" })).toHaveAttribute("fetchpriority", "high");
    expect(screen.getByRole("img", { name: "First cover" })).not.toHaveAttribute("loading");
    expect(screen.getByRole("img", { name: "Second cover" })).not.toHaveAttribute("fetchpriority");
    expect(screen.getByRole("img", { name: "Second cover" })).toHaveAttribute("loading", "lazy");
  });
});
