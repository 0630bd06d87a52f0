import type { JsonLdObject } from "../../components/seo/JsonLd";
import { address, contactEmail, siteName, socialLinks } from "../../config/site";

/** Organization structured data for the home page. */
export function organizationJsonLd(siteUrl: string): JsonLdObject {
  return {
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: siteName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: contactEmail,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.locality,
      addressCountry: address.country,
    },
    sameAs: socialLinks.map((link) => link.href),
  };
}

/** Service structured data: the investment-education offer and the ways to follow it. */
export function serviceJsonLd(siteUrl: string, services: readonly Queries.HomeServiceFragment[]): JsonLdObject {
  return {
    "@type": "Service",
    name: "Comunidade de investimentos com o método europeu",
    serviceType: "Educação em investimentos",
    description:
      "Comunidade restrita de brasileiros com patrimônio que aprendem a investir com o método europeu: execução ao vivo, CopyTrader autorizado ou o método para operar com autonomia.",
    provider: { "@id": `${siteUrl}/#organization` },
    areaServed: "BR",
    availableLanguage: "pt-BR",
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Estratégias",
      itemListElement: services.map((service) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: service.name, description: service.description },
      })),
    },
  };
}
