/**
 * Facts about the site shared by metadata, structured data and the footer.
 * SITE_URL is read at build time (gatsby-config passes it in as siteMetadata);
 * this default only serves tests and local builds.
 */
export const siteName = "Meridian";
export const agencyName = "Meridian Studio";
export const defaultSiteUrl = "https://meridian.example";
export const contactEmail = "hello@meridian.example";
export const foundingYear = 2024;
export const copyrightYear = 2025;

export const address = {
  street: "Rua Garrett 120, 2.º andar",
  postalCode: "1200-205",
  locality: "Lisboa",
  country: "PT",
  line: "Rua Garrett 120, 2.º andar, 1200-205 Lisboa, Portugal",
} as const;

export const socialLinks = [
  { label: "LinkedIn", href: "https://www.linkedin.com/company/meridian-studio" },
  { label: "Instagram (Meridian Capital)", href: "https://www.instagram.com/meridian.capital" },
  { label: "Instagram (Meridian Studio)", href: "https://www.instagram.com/meridian.studio" },
] as const;

export type PageLang = "pt-BR" | "en";

/** For languages read back from GraphQL, where a route's lang is a plain String. */
export function isPageLang(lang: string): lang is PageLang {
  return lang === "pt-BR" || lang === "en";
}
