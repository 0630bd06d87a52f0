import * as React from "react";

export type JsonLdObject = { "@context"?: string; "@type": string } & Record<string, unknown>;

/**
 * A JSON-LD block. "<" is escaped so no string in the data can close the
 * script element early.
 */
export function JsonLd({ data }: { data: JsonLdObject }): React.ReactElement {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
