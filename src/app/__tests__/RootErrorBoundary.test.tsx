import { render, screen } from "@testing-library/react";
import * as React from "react";

import { RootErrorBoundary } from "../RootErrorBoundary";

function Broken(): React.ReactElement {
  throw new URIError("URI malformed");
}

describe("RootErrorBoundary", () => {
  let consoleError: jest.SpyInstance;
  let reportError: jest.Mock;
  beforeEach(() => {
    // React logs the caught error; keep the test output readable.
    consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    reportError = jest.fn();
    window.reportError = reportError;
  });
  afterEach(() => consoleError.mockRestore());

  it("shows its children when nothing fails", () => {
    render(
      <RootErrorBoundary>
        <p>Page content</p>
      </RootErrorBoundary>,
    );
    expect(screen.getByText("Page content")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("replaces a failing tree with a notice, a way home and a reload, and reports the error", () => {
    render(
      <RootErrorBoundary>
        <Broken />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong on this page.");
    expect(screen.getByRole("link", { name: "Início / Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "Recarregar / Reload" })).toBeEnabled();
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: "URI malformed" }));
  });
});
