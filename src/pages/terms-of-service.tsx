import { graphql, type HeadFC, type PageProps } from "gatsby";
import * as React from "react";

import { LegalDocumentPage } from "../components/content/LegalDocumentPage";
import { RouteSeo } from "../components/seo/RouteSeo";
import type { ProseDocument } from "../content/types";

export default function TermsOfServicePage({ data }: PageProps<{ document: ProseDocument | null }>): React.ReactElement {
  return <LegalDocumentPage document={data.document} />;
}

export const Head: HeadFC = () => <RouteSeo route="termsOfService" />;

export const query = graphql`
  query TermsOfServicePage {
    document: proseDocument(key: { eq: "terms-of-service" }) {
      ...LegalDocument
    }
  }
`;
