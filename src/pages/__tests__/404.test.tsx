import { render, screen } from "@testing-library/react";
import type { PageProps } from "gatsby";

import NotFoundPage from "../404";

describe("not-found page", () => {
  it("shows 404, the message and the way home, and logs the missing path", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const props = { location: { pathname: "/missing/page" } } as unknown as PageProps;
    render(<NotFoundPage {...props} />);
    expect(screen.getByRole("heading", { level: 1, name: "404" })).toBeInTheDocument();
    expect(screen.getByText("Oops! Page not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("non-existent route"), "/missing/page");
    log.mockRestore();
  });

  it("shows Post Not Found, and logs nothing, for a /blog/... path that is no post", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const props = { location: { pathname: "/blog/no-such-post" } } as unknown as PageProps;
    render(<NotFoundPage {...props} />);
    expect(screen.getByRole("heading", { level: 1, name: "Post Not Found" })).toBeInTheDocument();
    expect(screen.queryByText("Oops! Page not found")).toBeNull();
    expect(screen.getByRole("link", { name: /Back to About/ })).toHaveAttribute("href", "/about/");
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
