import type { HeadFC } from "gatsby";
import * as React from "react";

import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function ShortsPage(): React.ReactElement {
  return (
    <PageHero
      title="Short-Form Videos That Stop the Scroll"
      lead="Vertical videos of 15-60 seconds for TikTok, Instagram Reels, YouTube Shorts and LinkedIn, delivered in 3-5 days."
    />
  );
}

export const Head: HeadFC = () => <RouteSeo route="shorts" />;
