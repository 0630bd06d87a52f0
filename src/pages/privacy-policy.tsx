import { graphql, type HeadFC, type PageProps } from "gatsby";
import * as React from "react";

import { LegalDocumentPage } from "../components/content/LegalDocumentPage";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function PrivacyPolicyPage({ data }: PageProps<Queries.PrivacyPolicyPageQuery>): React.ReactElement {
  return <LegalDocumentPage document={data.document} />;
}

export const Head: HeadFC = () => <RouteSeo route="privacyPolicy" />;

export const query = graphql`
  query PrivacyPolicyPage {
    document: proseDocument(key: { eq: "privacy-policy" }) {
      ...LegalDocument
    }
  }
`;
