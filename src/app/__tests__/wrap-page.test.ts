import { layoutTrail } from "../wrap-page";

const props = (path: string, pathname: string, breadcrumbLabel?: string) =>
  ({ path, location: { pathname } as Location, pageContext: { breadcrumbLabel } }) as Parameters<typeof layoutTrail>[0];

describe("layoutTrail", () => {
  it.each(["/404.html", "/404", "/404/"])("names the not-found page the same whatever path was asked (%s)", (path) => {
    const asked = layoutTrail(props(path, "/no-such-section/deeper-page"));
    const prerendered = layoutTrail(props(path, "/404.html"));
    expect(asked).toEqual({ pathname: "/404", breadcrumbLabel: "Page not found" });
    expect(prerendered).toEqual(asked);
  });

  it("recognises the not-found page while prerendering, where only its location names it", () => {
    expect(layoutTrail(props("/*", "/404.html"))).toEqual({ pathname: "/404", breadcrumbLabel: "Page not found" });
  });

  it("recognises the not-found page in the browser, where Gatsby gives it the requested path", () => {
    const inBrowser = {
      ...props("/no-such-section/deeper-page", "/no-such-section/deeper-page"),
      pageResources: { page: { path: "/404.html" } },
    };
    expect(layoutTrail(inBrowser)).toEqual({ pathname: "/404", breadcrumbLabel: "Page not found" });
  });

  it("gives the not-found page under /blog the trail of the Post Not Found page the CDN served there", () => {
    const inBrowser = {
      ...props("/blog/no-such-post", "/blog/no-such-post"),
      pageResources: { page: { path: "/404.html" } },
    };
    const served = layoutTrail(props("/blog/404.html", "/blog/404.html", "Post Not Found"));
    expect(layoutTrail(inBrowser)).toEqual(served);
  });

  it("builds other pages' trail from their own path and label", () => {
    expect(layoutTrail(props("/blog/:slug", "/blog/first-post", "First post"))).toEqual({
      pathname: "/blog/first-post",
      breadcrumbLabel: "First post",
    });
    expect(layoutTrail(props("/pricing", "/pricing"))).toEqual({ pathname: "/pricing", breadcrumbLabel: undefined });
  });
});
