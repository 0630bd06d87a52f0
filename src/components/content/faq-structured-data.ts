import type { JsonLdObject } from "../seo/JsonLd";

/** FAQPage structured data from a page's FAQ set. */
export function faqPageJsonLd(items: Queries.FaqAccordionFragment["items"]): JsonLdObject {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
