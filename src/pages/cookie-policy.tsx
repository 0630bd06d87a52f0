import type { HeadFC } from "gatsby";
import * as React from "react";

import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function CookiePolicyPage(): React.ReactElement {
  return (
    <PageHero
      title="Cookie Policy"
      lead="Effective 1 June 2025. Which cookies this website uses and how you can control them."
    />
  );
}

export const Head: HeadFC = () => <RouteSeo route="cookiePolicy" />;
