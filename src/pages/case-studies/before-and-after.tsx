import type { HeadFC } from "gatsby";
import * as React from "react";

import { PageHero } from "../../components/page/PageHero";
import { RouteSeo } from "../../components/seo/RouteSeo";

export default function BeforeAndAfterPage(): React.ReactElement {
  return (
    <PageHero
      title="Before and After"
      lead="The same SaaS stories, before and after Meridian Studio: customer testimonials, tutorials and vertical ads."
    />
  );
}

export const Head: HeadFC = () => <RouteSeo route="beforeAndAfter" />;
