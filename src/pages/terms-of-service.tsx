import { graphql, type HeadFC, type PageProps } from "gatsby";
import * as React from "react";

import { LegalDocumentPage } from "../components/content/LegalDocumentPage";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function TermsOfServicePage({ data }: PageProps<Queries.TermsOfServicePageQuery>): React.ReactElement {
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
