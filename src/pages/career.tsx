import type { HeadFC } from "gatsby";
import * as React from "react";

import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function CareerPage(): React.ReactElement {
  return (
    <PageHero
      title="Careers at Meridian Studio"
      lead="We are a remote-first team of editors and strategists who make SaaS stories people actually watch. Come build them with us."
    />
  );
}

export const Head: HeadFC = () => <RouteSeo route="career" />;
