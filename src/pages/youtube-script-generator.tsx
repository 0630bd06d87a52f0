import type { HeadFC } from "gatsby";
import * as React from "react";

import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function YoutubeScriptGeneratorPage(): React.ReactElement {
  return (
    <PageHero
      title="Free YouTube Script Generator"
      lead="Pick a topic, a video type and a duration, and get a structured script with a hook, an intro and a close in seconds."
    />
  );
}

export const Head: HeadFC = () => <RouteSeo route="youtubeScriptGenerator" />;
