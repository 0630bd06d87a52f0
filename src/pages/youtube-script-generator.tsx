import { graphql, type HeadProps } from "gatsby";
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

export const Head = ({ data }: HeadProps<Queries.YoutubeScriptGeneratorPageQuery>): React.ReactElement => (
  <RouteSeo route="youtubeScriptGenerator" data={data} />
);

// Only for the head: the page's metadata comes with its page data instead of a static query's request.
export const query = graphql`
  query YoutubeScriptGeneratorPage {
    site {
      ...SeoSite
    }
    routeSeo: siteRoute(key: { eq: "youtubeScriptGenerator" }) {
      ...RouteSeoFields
    }
  }
`;
