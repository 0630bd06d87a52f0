import type { HeadFC } from "gatsby";
import * as React from "react";

import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function TermsOfServicePage(): React.ReactElement {
  return (
    <PageHero
      title="Terms of Service"
      lead="Effective 1 June 2025. The terms that govern your use of this website and our services."
    />
  );
}

export const Head: HeadFC = () => <RouteSeo route="termsOfService" />;
