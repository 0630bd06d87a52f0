import type { JsonLdObject } from "../seo/JsonLd";
import type { FaqItem } from "../../content/types";

/** FAQPage structured data from a page's FAQ set. */
export function faqPageJsonLd(items: FaqItem[]): JsonLdObject {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
