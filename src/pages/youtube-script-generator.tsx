import type { HeadFC } from "gatsby";
import * as React from "react";

import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";
import { routePaths } from "../config/route-paths";
import { OtherGeneratorLink } from "../features/script-generators/OtherGeneratorLink";
import { generalGeneratorLink, youtubeScriptHero } from "../features/youtube-script/youtube-script-copy";
import { YoutubeScriptGenerator } from "../features/youtube-script/YoutubeScriptGenerator";

export default function YoutubeScriptGeneratorPage(): React.ReactElement {
  return (
    <>
      <PageHero eyebrow={youtubeScriptHero.eyebrow} title={youtubeScriptHero.title} lead={youtubeScriptHero.lead} />
      <YoutubeScriptGenerator source={routePaths.youtubeScriptGenerator} />
      <OtherGeneratorLink {...generalGeneratorLink} to={routePaths.scriptGenerator} />
    </>
  );
}

export const Head: HeadFC = () => <RouteSeo route="youtubeScriptGenerator" />;
