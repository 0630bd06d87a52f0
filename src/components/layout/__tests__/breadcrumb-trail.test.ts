import { breadcrumbTrail, capitaliseSegment } from "../breadcrumb-trail";

describe("breadcrumbTrail", () => {
  it("is only Home on the home route", () => {
    expect(breadcrumbTrail("/")).toEqual([{ label: "Home", to: "/" }]);
  });

  it.each([
    ["/about", "About Us"],
    ["/case-studies", "Case Studies"],
    ["/shorts", "YouTube Shorts"],
    ["/blog", "Blog"],
    ["/pricing", "Pricing"],
    ["/career", "Career"],
    ["/privacy-policy", "Privacy Policy"],
    ["/terms-of-service", "Terms of Service"],
    ["/cookie-policy", "Cookie Policy"],
  ])("labels %s as %s", (path, label) => {
    expect(breadcrumbTrail(path)).toEqual([
      { label: "Home", to: "/" },
      { label, to: path },
    ]);
  });

  it("capitalises unknown segments and links each to its own path", () => {
    expect(breadcrumbTrail("/case-studies/before-and-after/")).toEqual([
      { label: "Home", to: "/" },
      { label: "Case Studies", to: "/case-studies" },
      { label: "Before And After", to: "/case-studies/before-and-after" },
    ]);
  });

  it("lets a page name its own last crumb", () => {
    expect(breadcrumbTrail("/blog/why-demos-convert", "Why Demos Convert")[2]).toEqual({
      label: "Why Demos Convert",
      to: "/blog/why-demos-convert",
    });
  });

  it("lets a page name the segments above it, where a segment is no word (an archive month)", () => {
    expect(breadcrumbTrail("/blog/archive/2026-11/2/", "Page 2", { "2026-11": "November 2026" })).toEqual([
      { label: "Home", to: "/" },
      { label: "Blog", to: "/blog" },
      { label: "Archive", to: "/blog/archive" },
      { label: "November 2026", to: "/blog/archive/2026-11" },
      { label: "Page 2", to: "/blog/archive/2026-11/2" },
    ]);
  });

  it("decodes encoded segments", () => {
    expect(capitaliseSegment("caf%C3%A9-menu")).toBe("Café Menu");
    expect(capitaliseSegment("50%off-deals")).toBe("50%off Deals");
  });
});
