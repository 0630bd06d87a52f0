import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";

import { JsonLd } from "../components/seo/JsonLd";
import { RouteSeo } from "../components/seo/RouteSeo";
import { HomeHero } from "./_home/HomeHero";
import { BelowFoldPlaceholder } from "./_home/BelowFoldPlaceholder";
import { organizationJsonLd, serviceJsonLd } from "./_home/home-structured-data";
import { TopBanner } from "./_home/TopBanner";
import { deferredLazy } from "../components/deferred/deferred-lazy";

// Below the fold: prerendered in full at build, its code fetched on the first input or when the
// sales video (#vsl) nears the viewport, whose player the spec loads then. Not #services: that
// first section has no control and shows on a desktop's first screen, where the code was
// fetched for every visitor who only read it (`/` at 1280 px: 101.0 KB before interaction).
const HomeBelowFold = deferredLazy(() => import("./_home/HomeBelowFold"), {
  nearViewId: "vsl",
  fallback: <BelowFoldPlaceholder />,
});

/**
 * The generated query type, except `site`: Gatsby infers its Site type, so the generated
 * siteMetadata is nullable, while gatsby-config always sets siteUrl and title.
 */
type HomeData = Omit<Queries.HomePageQuery, "site"> & { site: { siteMetadata: { siteUrl: string; title: string } } };

/** Home (Portuguese): banner, hero, then services, sales letter, circle, proof and FAQ. */
export default function HomePage({ data }: PageProps<HomeData>): React.ReactElement {
  return (
    <>
      <TopBanner message={data.banner.nodes[0]} />
      <HomeHero pressLogos={data.pressLogos.nodes} />
      <HomeBelowFold
        services={data.services.nodes}
        steps={data.steps.nodes}
        metrics={data.metrics.nodes}
        faq={data.faq}
      />
    </>
  );
}

export const Head = ({ data }: HeadProps<HomeData>): React.ReactElement => {
  const { siteUrl } = data.site.siteMetadata;
  return (
    <RouteSeo route="home" data={data}>
      <JsonLd data={organizationJsonLd(siteUrl)} />
      <JsonLd data={serviceJsonLd(siteUrl, data.services.nodes)} />
    </RouteSeo>
  );
};

export const query = graphql`
  query HomePage {
    site {
      ...SeoSite
    }
    routeSeo: siteRoute(key: { eq: "home" }) {
      ...RouteSeoFields
    }
    banner: allFeaturePoint(filter: { group: { eq: "home-banner" } }, sort: { order: ASC }) {
      nodes {
        ...TopBannerMessage
      }
    }
    services: allService(filter: { group: { eq: "home" } }, sort: { order: ASC }) {
      nodes {
        ...HomeService
      }
    }
    steps: allProcessStep(filter: { group: { eq: "home-how-it-works" } }, sort: { order: ASC }) {
      nodes {
        ...HowItWorksStep
      }
    }
    metrics: allResultMetric(filter: { group: { eq: "home-proof" } }, sort: { order: ASC }) {
      nodes {
        ...ProofMetric
      }
    }
    pressLogos: allPressLogo(sort: { order: ASC }) {
      nodes {
        ...PressStripLogo
      }
    }
    faq: faqSet(page: { eq: "home" }) {
      title
      ...FaqAccordion
    }
  }
`;
