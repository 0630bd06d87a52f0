import type { HeadFC } from "gatsby";
import * as React from "react";

import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function ProductDemoVideosPage(): React.ReactElement {
  return (
    <PageHero
      title="Product Demo Videos That Sell Your SaaS"
      lead="Show your product doing the work. We script, record and edit demo videos that turn curious visitors into trial users and trial users into customers."
    />
  );
}

export const Head: HeadFC = () => <RouteSeo route="productDemoVideos" />;
