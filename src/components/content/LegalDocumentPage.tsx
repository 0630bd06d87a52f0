import { graphql } from "gatsby";
import * as React from "react";

import { PageHero } from "../page/PageHero";
import { ProseArticle } from "./ProseArticle";

/** A legal page: title, effective date and the document's sections. */
export function LegalDocumentPage({
  document,
}: {
  document: Queries.LegalDocumentFragment | null;
}): React.ReactElement {
  if (!document) return <PageHero title="Document unavailable" />;
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title} lead={document.updated ?? undefined} />
      <ProseArticle sections={document.sections} />
    </>
  );
}

export const legalDocumentFragment = graphql`
  fragment LegalDocument on ProseDocument {
    title
    updated
    ...ProseArticle
  }
`;
