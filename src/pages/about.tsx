import type { HeadFC } from "gatsby";
import * as React from "react";

import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function AboutPage(): React.ReactElement {
  return (
    <PageHero
      title="About Meridian Studio"
      lead="We are a Lisbon video-production studio, founded in 2024, that helps SaaS companies turn what their product does into videos people watch to the end."
    />
  );
}

export const Head: HeadFC = () => <RouteSeo route="about" />;
