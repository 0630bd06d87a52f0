import { graphql, type HeadProps, Link, type PageProps } from "gatsby";
import * as React from "react";

import { CaseStudyTiles } from "../../components/content/CaseStudyTiles";
import { ClosingCta } from "../../components/content/ClosingCta";
import { LeadCaptureButton } from "../../features/lead-capture/LeadCaptureButton";
import { ContentSection } from "../../components/content/ContentSection";
import { MetricList } from "../../components/content/MetricList";
import { PageHero } from "../../components/page/PageHero";
import { RouteSeo } from "../../components/seo/RouteSeo";

export default function CaseStudiesPage({ data }: PageProps<Queries.CaseStudiesPageQuery>): React.ReactElement {
  return (
    <>
      <PageHero
        eyebrow="Case studies"
        title="Success Stories from SaaS Companies"
        lead="Four software companies, four videos, four numbers that moved. Watch how each story was told and what it brought in."
      />
      <ContentSection
        name="success-stories"
        title="Results our clients measured"
        intro="Across 50+ SaaS companies since 2024, our video campaigns return 250% on average."
      >
        <CaseStudyTiles tiles={data.tiles.nodes} />
        <MetricList metrics={data.metrics.nodes} />
      </ContentSection>
      <ContentSection
        name="before-after-link"
        title="See the difference video makes"
        intro="Compare testimonials, tutorials and vertical ads before and after we worked on them."
        tinted
      >
        <Link to="/case-studies/before-and-after/">See the before and after comparisons</Link>
      </ContentSection>
      <ClosingCta
        title="Your story could be next"
        text="In a free 30-minute strategy call we map the video that will move your numbers, backed by our 30-day results guarantee."
        action={<LeadCaptureButton variant="light">Get Your Free Strategy Call</LeadCaptureButton>}
      />
    </>
  );
}

export const Head = ({ data }: HeadProps<Queries.CaseStudiesPageQuery>): React.ReactElement => (
  <RouteSeo route="caseStudies" data={data} />
);

export const query = graphql`
  query CaseStudiesPage {
    site {
      ...SeoSite
    }
    routeSeo: siteRoute(key: { eq: "caseStudies" }) {
      ...RouteSeoFields
    }
    tiles: allCaseStudyTile(sort: { order: ASC }) {
      nodes {
        ...CaseStudyTilesItem
      }
    }
    metrics: allResultMetric(filter: { group: { eq: "agency" } }, sort: { order: ASC }) {
      nodes {
        ...MetricListItem
      }
    }
  }
`;
