import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";

import { LegalDocumentPage } from "../components/content/LegalDocumentPage";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function CookiePolicyPage({ data }: PageProps<Queries.CookiePolicyPageQuery>): React.ReactElement {
  return <LegalDocumentPage document={data.document} />;
}

export const Head = ({ data }: HeadProps<Queries.CookiePolicyPageQuery>): React.ReactElement => (
  <RouteSeo route="cookiePolicy" data={data} />
);

export const query = graphql`
  query CookiePolicyPage {
    site {
      ...SeoSite
    }
    routeSeo: siteRoute(key: { eq: "cookiePolicy" }) {
      ...RouteSeoFields
    }
    document: proseDocument(key: { eq: "cookie-policy" }) {
      ...LegalDocument
    }
  }
`;
