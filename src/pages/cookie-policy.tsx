import { graphql, type HeadFC, type PageProps } from "gatsby";
import * as React from "react";

import { LegalDocumentPage } from "../components/content/LegalDocumentPage";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function CookiePolicyPage({ data }: PageProps<Queries.CookiePolicyPageQuery>): React.ReactElement {
  return <LegalDocumentPage document={data.document} />;
}

export const Head: HeadFC = () => <RouteSeo route="cookiePolicy" />;

export const query = graphql`
  query CookiePolicyPage {
    document: proseDocument(key: { eq: "cookie-policy" }) {
      ...LegalDocument
    }
  }
`;
