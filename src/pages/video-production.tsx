import type { HeadFC } from "gatsby";
import * as React from "react";

import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function VideoProductionPage(): React.ReactElement {
  return (
    <PageHero
      title="Premium Video Production That Grows Your SaaS"
      lead="Record yourself with our guidance or hand everything to us. Either way you get studio quality, fast turnaround and unlimited revisions."
    />
  );
}

export const Head: HeadFC = () => <RouteSeo route="videoProduction" />;
