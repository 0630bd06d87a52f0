import { render, screen } from "@testing-library/react";

import { Breadcrumb } from "../Breadcrumb";

describe("<Breadcrumb>", () => {
  it("is hidden on the home route", () => {
    render(<Breadcrumb pathname="/" />);
    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).not.toBeInTheDocument();
  });

  it("links Home and marks the current page", () => {
    render(<Breadcrumb pathname="/pricing" />);
    const trail = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(trail).toHaveTextContent("Pricing");
    expect(screen.getByText("Pricing")).toHaveAttribute("aria-current", "page");
  });
});
