import { graphql, type HeadProps } from "gatsby";
import * as React from "react";

import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";
import { routePaths } from "../config/route-paths";
import { generalScriptHero, youtubeGeneratorLink } from "../features/general-script/general-script-copy";
import { GeneralScriptGenerator } from "../features/general-script/GeneralScriptGenerator";
import { ScriptBenefits } from "../features/general-script/ScriptBenefits";
import { OtherGeneratorLink } from "../features/script-generators/OtherGeneratorLink";

export default function ScriptGeneratorPage(): React.ReactElement {
  return (
    <>
      <PageHero eyebrow={generalScriptHero.eyebrow} title={generalScriptHero.title} lead={generalScriptHero.lead} />
      <ScriptBenefits />
      <GeneralScriptGenerator source={routePaths.scriptGenerator} />
      <OtherGeneratorLink {...youtubeGeneratorLink} to={routePaths.youtubeScriptGenerator} />
    </>
  );
}

export const Head = ({ data }: HeadProps<Queries.ScriptGeneratorPageQuery>): React.ReactElement => (
  <RouteSeo route="scriptGenerator" data={data} />
);

// Only for the head: the page's metadata comes with its page data instead of a static query's request.
export const query = graphql`
  query ScriptGeneratorPage {
    site {
      ...SeoSite
    }
    routeSeo: siteRoute(key: { eq: "scriptGenerator" }) {
      ...RouteSeoFields
    }
  }
`;
