import { graphql } from "gatsby";
import * as React from "react";

import type { PageLang } from "../../config/site";
import { colors } from "../../theme/tokens";

/**
 * The site's address and name. Every page's query spreads it (`site { ...SeoSite }`), so it arrives in
 * the page-data.json the page loads anyway: a static query was one more request at every page start.
 */
export const seoSiteFragment = graphql`
  fragment SeoSite on Site {
    siteMetadata {
      siteUrl
      title
    }
  }
`;

export interface SeoProps {
  /** The page query's `site { ...SeoSite }`. */
  site: Queries.SeoSiteFragment | null;
  title: string;
  description: string;
  pathname: string;
  lang: PageLang;
  keywords?: readonly string[];
  /** The social preview image; the site-wide image when the page has none of its own. */
  image?: SocialImage;
  noIndex?: boolean;
  /** "article" for blog posts; "website" otherwise. */
  type?: "website" | "article";
  children?: React.ReactNode;
}

/** url: site-relative or absolute; width and height in px when known. */
export interface SocialImage {
  url: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

export const defaultSocialImage: SocialImage = { url: "/og-image.png", alt: "Meridian", width: 1200, height: 630 };

function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/**
 * gatsby-config always sets both; the generated type cannot know it (Gatsby infers siteMetadata), and
 * a page whose query forgot the fragment fails its build here, naming what to add.
 */
function siteValues(site: Queries.SeoSiteFragment | null): { siteUrl: string; siteTitle: string } {
  const siteUrl = site?.siteMetadata?.siteUrl;
  const siteTitle = site?.siteMetadata?.title;
  if (!siteUrl || !siteTitle) {
    throw new Error("Seo: no site address or name; add `site { ...SeoSite }` to the page query");
  }
  return { siteUrl, siteTitle };
}

/** Everything a page puts in <head>, rendered from a page's Gatsby Head export. */
export function Seo({
  site,
  title,
  description,
  pathname,
  lang,
  keywords,
  image = defaultSocialImage,
  noIndex = false,
  type = "website",
  children,
}: SeoProps): React.ReactElement {
  const { siteUrl, siteTitle } = siteValues(site);
  const canonical = absoluteUrl(siteUrl, pathname);
  const imageUrl = absoluteUrl(siteUrl, image.url);
  const locale = lang === "pt-BR" ? "pt_BR" : "en_US";

  return (
    <>
      <html lang={lang} />
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(", ")} /> : null}
      <meta name="robots" content={noIndex ? "noindex, nofollow" : "index, follow"} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteTitle} />
      <meta property="og:locale" content={locale} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      {image.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
      <meta name="theme-color" content={colors.brand} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {children}
    </>
  );
}
