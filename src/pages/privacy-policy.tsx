import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";

import { LegalDocumentPage } from "../components/content/LegalDocumentPage";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function PrivacyPolicyPage({ data }: PageProps<Queries.PrivacyPolicyPageQuery>): React.ReactElement {
  return <LegalDocumentPage document={data.document} />;
}

export const Head = ({ data }: HeadProps<Queries.PrivacyPolicyPageQuery>): React.ReactElement => (
  <RouteSeo route="privacyPolicy" data={data} />
);

export const query = graphql`
  query PrivacyPolicyPage {
    site {
      ...SeoSite
    }
    routeSeo: siteRoute(key: { eq: "privacyPolicy" }) {
      ...RouteSeoFields
    }
    document: proseDocument(key: { eq: "privacy-policy" }) {
      ...LegalDocument
    }
  }
`;
