import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";

import { LegalDocumentPage } from "../components/content/LegalDocumentPage";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function TermsOfServicePage({ data }: PageProps<Queries.TermsOfServicePageQuery>): React.ReactElement {
  return <LegalDocumentPage document={data.document} />;
}

export const Head = ({ data }: HeadProps<Queries.TermsOfServicePageQuery>): React.ReactElement => (
  <RouteSeo route="termsOfService" data={data} />
);

export const query = graphql`
  query TermsOfServicePage {
    site {
      ...SeoSite
    }
    routeSeo: siteRoute(key: { eq: "termsOfService" }) {
      ...RouteSeoFields
    }
    document: proseDocument(key: { eq: "terms-of-service" }) {
      ...LegalDocument
    }
  }
`;
