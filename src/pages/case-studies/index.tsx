import type { HeadFC } from "gatsby";
import * as React from "react";

import { PageHero } from "../../components/page/PageHero";
import { RouteSeo } from "../../components/seo/RouteSeo";

export default function CaseStudiesPage(): React.ReactElement {
  return (
    <PageHero
      title="Case Studies"
      lead="How SaaS teams grew trials, demos and revenue with video made by Meridian Studio, with an average 250% return on their investment."
    />
  );
}

export const Head: HeadFC = () => <RouteSeo route="caseStudies" />;
