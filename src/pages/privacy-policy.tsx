import type { HeadFC } from "gatsby";
import * as React from "react";

import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function PrivacyPolicyPage(): React.ReactElement {
  return (
    <PageHero
      title="Privacy Policy"
      lead="Effective 1 June 2025. How we collect, use and protect your personal data."
    />
  );
}

export const Head: HeadFC = () => <RouteSeo route="privacyPolicy" />;
