import { bodySiteLinks, canonicalSiteHref } from "../body-links";

const site = new Set(["/", "/pricing/", "/case-studies/before-and-after/", "/blog/", "/blog/some-post/"]);

describe("canonicalSiteHref", () => {
  it.each([
    ["/pricing", "/pricing/"],
    ["/pricing#faq", "/pricing/#faq"],
    ["/pricing?plan=pro#faq", "/pricing/?plan=pro#faq"],
    ["/blog/some-post", "/blog/some-post/"],
    ["/case-studies/before-and-after", "/case-studies/before-and-after/"],
    [" /pricing ", "/pricing/"],
  ])("writes the site page %s with its trailing slash: %s", (href, expected) => {
    expect(canonicalSiteHref(href, site)).toBe(expected);
  });

  it.each([
    "/pricing/",
    "/contact",
    "/Pricing",
    "/blog/no-such-post",
    "/og-image.png",
    "https://example.com/pricing",
    "//evil.example/pricing",
    "mailto:a@b.c",
    "#faq",
    "/",
  ])("leaves %s as written", (href) => {
    expect(canonicalSiteHref(href, site)).toBeNull();
  });
});

describe("bodySiteLinks", () => {
  it("maps each link mark of a body that names a site page without its slash", () => {
    const body = [
      {
        _type: "block",
        markDefs: [
          { _key: "a", _type: "link", href: "/pricing" },
          { _key: "b", _type: "link", href: "/contact" },
        ],
      },
      {
        _type: "block",
        markDefs: [
          { _key: "c", _type: "link", href: "/blog/some-post#intro" },
          { _key: "d", _type: "strong" },
        ],
      },
      { _type: "callToAction", label: "no marks" },
    ];
    expect(bodySiteLinks(body, site)).toEqual({
      "/pricing": "/pricing/",
      "/blog/some-post#intro": "/blog/some-post/#intro",
    });
  });

  it("reads nothing from a body that is no list of blocks", () => {
    expect(bodySiteLinks(null, site)).toEqual({});
    expect(bodySiteLinks({ markDefs: [] }, site)).toEqual({});
  });
});
