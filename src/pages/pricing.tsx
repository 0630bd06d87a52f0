import type { HeadFC } from "gatsby";
import * as React from "react";

import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function PricingPage(): React.ReactElement {
  return (
    <PageHero
      title="Simple, Transparent Pricing"
      lead="Work out what video can return for your SaaS before you spend a cent, then talk to us about a plan that fits."
    />
  );
}

export const Head: HeadFC = () => <RouteSeo route="pricing" />;
