import { render, screen } from "@testing-library/react";
import * as React from "react";

import { wrapRootInBrowser } from "../browser-root";

const headProps = { location: { pathname: "/pricing/" }, params: {}, data: {}, pageContext: {} };

/** A page's Head as Gatsby hands it to wrapRootElement: with the props Head receives. */
function PageHead({ location }: typeof headProps): React.ReactElement {
  return <title>{location.pathname === "/pricing/" ? "Preços | Meridian" : "Meridian"}</title>;
}

/** What Gatsby's router renders for the page: no props of its own. */
function Site(): React.ReactElement {
  return <main>Simple, Transparent Pricing</main>;
}

describe("the browser's root wrapper", () => {
  it("gives the page the site's providers: the toast region is there", () => {
    render(wrapRootInBrowser(<Site />));
    expect(screen.getByRole("main")).toHaveTextContent("Simple, Transparent Pricing");
    expect(screen.getByRole("region", { name: "Notifications" })).toBeInTheDocument();
  });

  it("renders a page's Head as it is, without a second copy of the providers", () => {
    const { container } = render(wrapRootInBrowser(<PageHead {...headProps} />));
    expect(container.querySelector("title")).toHaveTextContent("Preços | Meridian");
    expect(screen.queryByRole("region", { name: "Notifications" })).not.toBeInTheDocument();
  });
});
