import { Seo } from "../Seo";
import { metaContent, renderHead } from "./render-head";

const site = { siteMetadata: { siteUrl: "https://meridian.example", title: "Meridian" } };

describe("Seo", () => {
  it("puts the page's title, description, keywords, canonical, social tags and language in the head", () => {
    const doc = renderHead(
      <Seo
        site={site}
        title="Pricing | Meridian Studio"
        description="Simple, transparent pricing."
        pathname="/pricing/"
        lang="en"
        keywords={["pricing", "video ROI"]}
      />,
    );
    expect(doc.documentElement.getAttribute("lang")).toBe("en");
    expect(doc.querySelector("title")?.textContent).toBe("Pricing | Meridian Studio");
    expect(metaContent(doc, 'meta[name="description"]')).toBe("Simple, transparent pricing.");
    expect(metaContent(doc, 'meta[name="keywords"]')).toBe("pricing, video ROI");
    expect(metaContent(doc, 'meta[name="robots"]')).toBe("index, follow");
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://meridian.example/pricing/");
    expect(metaContent(doc, 'meta[property="og:type"]')).toBe("website");
    expect(metaContent(doc, 'meta[property="og:site_name"]')).toBe("Meridian");
    expect(metaContent(doc, 'meta[property="og:locale"]')).toBe("en_US");
    expect(metaContent(doc, 'meta[property="og:title"]')).toBe("Pricing | Meridian Studio");
    expect(metaContent(doc, 'meta[property="og:url"]')).toBe("https://meridian.example/pricing/");
    // No image of its own: the site-wide one, made absolute, with its size.
    expect(metaContent(doc, 'meta[property="og:image"]')).toBe("https://meridian.example/og-image.png");
    expect(metaContent(doc, 'meta[property="og:image:width"]')).toBe("1200");
    expect(metaContent(doc, 'meta[property="og:image:height"]')).toBe("630");
    expect(metaContent(doc, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(metaContent(doc, 'meta[name="twitter:image"]')).toBe("https://meridian.example/og-image.png");
  });

  it("keeps an absolute image URL, says pt_BR for Portuguese, and marks a noindex page", () => {
    const doc = renderHead(
      <Seo
        site={site}
        title="Post"
        description="A post."
        pathname="/blog/post/"
        lang="pt-BR"
        type="article"
        noIndex
        image={{ url: "https://cdn.example/cover.jpg", alt: "Cover" }}
      >
        <script type="application/ld+json">{"{}"}</script>
      </Seo>,
    );
    expect(doc.documentElement.getAttribute("lang")).toBe("pt-BR");
    expect(metaContent(doc, 'meta[property="og:locale"]')).toBe("pt_BR");
    expect(metaContent(doc, 'meta[property="og:type"]')).toBe("article");
    expect(metaContent(doc, 'meta[name="robots"]')).toBe("noindex, nofollow");
    expect(metaContent(doc, 'meta[property="og:image"]')).toBe("https://cdn.example/cover.jpg");
    expect(doc.querySelector('meta[property="og:image:width"]')).toBeNull();
    expect(metaContent(doc, 'meta[name="twitter:image:alt"]')).toBe("Cover");
    expect(doc.querySelector('script[type="application/ld+json"]')).not.toBeNull();
    expect(doc.querySelector('meta[name="keywords"]')).toBeNull();
  });

  it("fails, naming the fragment to add, when the page query brought no site", () => {
    expect(() => renderHead(<Seo site={null} title="t" description="d" pathname="/" lang="en" />)).toThrow(
      "add `site { ...SeoSite }` to the page query",
    );
  });
});
