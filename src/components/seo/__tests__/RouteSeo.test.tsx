import { RouteSeo, type RouteSeoData } from "../RouteSeo";
import { metaContent, renderHead } from "./render-head";

const site = { siteMetadata: { siteUrl: "https://meridian.example", title: "Meridian" } };
const pricing = {
  key: "pricing",
  path: "/pricing/",
  title: "Pricing and Video ROI Calculator | Meridian Studio",
  description: "Simple, transparent pricing for SaaS video.",
  lang: "en",
  keywords: ["video production pricing", "video ROI calculator"],
  socialCard: { url: "/social-cards/pricing.png", width: 1200, height: 630, alt: "Pricing" },
};

describe("RouteSeo", () => {
  it("renders the route's title, description, keywords, language, canonical and social card from the page query", () => {
    const data: RouteSeoData = { site, routeSeo: pricing };
    const doc = renderHead(<RouteSeo route="pricing" data={data} />);
    expect(doc.documentElement.getAttribute("lang")).toBe("en");
    expect(doc.querySelector("title")?.textContent).toBe(pricing.title);
    expect(metaContent(doc, 'meta[name="description"]')).toBe(pricing.description);
    expect(metaContent(doc, 'meta[name="keywords"]')).toBe("video production pricing, video ROI calculator");
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://meridian.example/pricing/");
    expect(metaContent(doc, 'meta[property="og:image"]')).toBe("https://meridian.example/social-cards/pricing.png");
    expect(metaContent(doc, 'meta[property="og:image:width"]')).toBe("1200");
    expect(metaContent(doc, 'meta[property="og:image:alt"]')).toBe("Pricing");
  });

  it("passes the page's own head elements and flags through to Seo", () => {
    const doc = renderHead(
      <RouteSeo route="pricing" data={{ site, routeSeo: pricing }} noIndex>
        <script type="application/ld+json">{"{}"}</script>
      </RouteSeo>,
    );
    expect(metaContent(doc, 'meta[name="robots"]')).toBe("noindex, nofollow");
    expect(doc.querySelector('script[type="application/ld+json"]')).not.toBeNull();
  });

  it("fails clearly when the page query has no such route, or selects another one", () => {
    expect(() => renderHead(<RouteSeo route="pricing" data={{ site, routeSeo: null }} />)).toThrow(
      'RouteSeo: the page query has no route "pricing"',
    );
    expect(() => renderHead(<RouteSeo route="about" data={{ site, routeSeo: pricing }} />)).toThrow(
      'siteRoute(key: { eq: "about" })',
    );
  });
});
