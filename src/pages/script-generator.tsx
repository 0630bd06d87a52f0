import type { HeadFC } from "gatsby";
import * as React from "react";

import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function ScriptGeneratorPage(): React.ReactElement {
  return (
    <PageHero
      title="Free Video Script Generator"
      lead="Presentation, sales, educational and webinar scripts with time marks that fit your duration, generated right in your browser."
    />
  );
}

export const Head: HeadFC = () => <RouteSeo route="scriptGenerator" />;
