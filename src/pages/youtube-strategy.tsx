import type { HeadFC } from "gatsby";
import * as React from "react";

import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function YoutubeStrategyPage(): React.ReactElement {
  return (
    <PageHero
      title="How Five SaaS Brands Win on YouTube"
      lead="What HubSpot, Notion, Canva, Figma and Ahrefs do differently on YouTube, and what your team can borrow from them this quarter."
    />
  );
}

export const Head: HeadFC = () => <RouteSeo route="youtubeStrategy" />;
