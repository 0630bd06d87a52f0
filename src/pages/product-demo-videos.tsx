import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";

import { ClosingCta } from "../components/content/ClosingCta";
import { LeadCaptureButton } from "../features/lead-capture/LeadCaptureButton";
import { ContentSection } from "../components/content/ContentSection";
import { FeatureGrid } from "../components/content/FeatureGrid";
import { StatList } from "../components/content/StatList";
import { VideoGrid } from "../components/content/VideoGrid";
import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function ProductDemoVideosPage({
  data,
}: PageProps<Queries.ProductDemoVideosPageQuery>): React.ReactElement {
  return (
    <>
      <PageHero
        eyebrow="Product demo videos"
        title="Product Demos That Turn Trials into Customers"
        lead="Show your SaaS solving a real problem in under three minutes. We script, record and edit demos your visitors watch to the end and your sales team sends before every call."
      >
        <StatList stats={data.stats.nodes} />
      </PageHero>
      <ContentSection
        name="demo-showcase"
        title="Demo showcase"
        intro="Recent demos for SaaS companies, from onboarding to sales."
        tinted
      >
        <VideoGrid
          columns={3}
          items={data.demos.nodes.map((demo) => ({
            key: demo.contentId,
            title: demo.title,
            subtitle: demo.subtitle,
            mediaId: demo.mediaId,
            duration: demo.duration,
          }))}
        />
      </ContentSection>
      <ContentSection name="why-demos-work" title="Why demo videos work">
        <FeatureGrid items={data.why.nodes} columns={2} />
      </ContentSection>
      <ClosingCta
        title="Let your product sell itself"
        text="Get a free plan for your product demo, delivered in 14 days with unlimited revisions and a 30-day results guarantee."
        action={<LeadCaptureButton variant="light">Get Your Product Demo</LeadCaptureButton>}
      />
    </>
  );
}

export const Head = ({ data }: HeadProps<Queries.ProductDemoVideosPageQuery>): React.ReactElement => (
  <RouteSeo route="productDemoVideos" data={data} />
);

export const query = graphql`
  query ProductDemoVideosPage {
    site {
      ...SeoSite
    }
    routeSeo: siteRoute(key: { eq: "productDemoVideos" }) {
      ...RouteSeoFields
    }
    demos: allVideoShowcaseItem(filter: { showcase: { eq: "product-demo" } }, sort: { order: ASC }) {
      nodes {
        ...VideoGridShowcaseItem
      }
    }
    stats: allFeaturePoint(filter: { group: { eq: "demo-stats" } }, sort: { order: ASC }) {
      nodes {
        ...StatListItem
      }
    }
    why: allFeaturePoint(filter: { group: { eq: "demo-why" } }, sort: { order: ASC }) {
      nodes {
        ...FeatureGridItem
      }
    }
  }
`;
