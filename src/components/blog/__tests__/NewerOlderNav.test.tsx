import { render, screen, within } from "@testing-library/react";

import { NewerOlderNav } from "../NewerOlderNav";

const captions = { newerCaption: "Newer post", olderCaption: "Older post" };

describe("NewerOlderNav", () => {
  it("links the older and the newer post by their titles, in a named landmark", () => {
    render(
      <NewerOlderNav
        label="More posts"
        newer={{ path: "/blog/newer/", label: "The Newer One" }}
        older={{ path: "/blog/older/", label: "The Older One" }}
        {...captions}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "More posts" });
    const [older, newer] = within(nav).getAllByRole("link");
    expect(older).toHaveAccessibleName("Older post The Older One");
    expect(older).toHaveAttribute("href", "/blog/older/");
    expect(older).toHaveAttribute("rel", "prev");
    expect(newer).toHaveAccessibleName("Newer post The Newer One");
    expect(newer).toHaveAttribute("href", "/blog/newer/");
    expect(newer).toHaveAttribute("rel", "next");
  });

  it("shows only the side there is: the newest post has no newer one", () => {
    render(
      <NewerOlderNav
        label="More posts"
        newer={null}
        older={{ path: "/blog/older/", label: "The Older One" }}
        {...captions}
      />,
    );
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.queryByText("Newer post")).toBeNull();
  });

  it("renders nothing for the only post", () => {
    const { container } = render(<NewerOlderNav label="More posts" newer={null} older={null} {...captions} />);
    expect(container).toBeEmptyDOMElement();
  });
});
