import type { HeadFC } from "gatsby";
import * as React from "react";

import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function BlogPage(): React.ReactElement {
  return (
    <PageHero
      title="Our Blog"
      lead="Insights, tips, and stories from the world of SaaS video production"
    />
  );
}

export const Head: HeadFC = () => <RouteSeo route="blog" />;
