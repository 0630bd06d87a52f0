import { graphql, type HeadProps, Link, type PageProps } from "gatsby";
import * as React from "react";

import { ClosingCta } from "../components/content/ClosingCta";
import { LeadCaptureButton } from "../features/lead-capture/LeadCaptureButton";
import { ContentSection } from "../components/content/ContentSection";
import { FeatureGrid } from "../components/content/FeatureGrid";
import { StatList } from "../components/content/StatList";
import { VideoGrid } from "../components/content/VideoGrid";
import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";
import { toneOf } from "../components/video/VideoFrame";

export default function ShortsPage({ data }: PageProps<Queries.ShortsPageQuery>): React.ReactElement {
  const samples = data.samples.nodes.map((sample) => ({
    key: sample.contentId,
    title: sample.title,
    subtitle: sample.company,
    mediaId: sample.hasVideo ? sample.mediaId : null,
    duration: sample.duration,
    tone: toneOf(sample.thumbnail),
  }));
  return (
    <>
      <PageHero
        eyebrow="YouTube Shorts, Reels and TikTok"
        title="Short-Form Videos That Stop the Scroll"
        lead="Vertical videos of 15-60 seconds that show your SaaS in action, delivered in 3-5 days and made for 10x the engagement of static posts."
      >
        <Link to="/">← Back to home</Link>
        <StatList stats={data.stats.nodes} />
      </PageHero>
      <ContentSection
        name="samples"
        title="Sample videos"
        intro="Three formats our SaaS clients use every week."
        tinted
      >
        <VideoGrid items={samples} shape="portrait" />
      </ContentSection>
      <ContentSection name="why-short-form" title="Why short-form works">
        <FeatureGrid items={data.why.nodes} />
      </ContentSection>
      <ContentSection name="best-practices" title="Six best practices we follow" tinted>
        <FeatureGrid items={data.practices.nodes} />
      </ContentSection>
      <ContentSection name="platform-tips" title="Platform tips">
        <FeatureGrid items={data.platforms.nodes} columns={4} />
      </ContentSection>
      <ClosingCta
        title="Start posting this month"
        text="A monthly package of short-form videos, scripted around your product and delivered in 3-5 days."
        action={<LeadCaptureButton variant="light">Get Your Shorts Package</LeadCaptureButton>}
      />
    </>
  );
}

export const Head = ({ data }: HeadProps<Queries.ShortsPageQuery>): React.ReactElement => (
  <RouteSeo route="shorts" data={data} />
);

export const query = graphql`
  query ShortsPage {
    site {
      ...SeoSite
    }
    routeSeo: siteRoute(key: { eq: "shorts" }) {
      ...RouteSeoFields
    }
    stats: allFeaturePoint(filter: { group: { eq: "shorts-stats" } }, sort: { order: ASC }) {
      nodes {
        ...StatListItem
      }
    }
    samples: allShortVideoSample(sort: { order: ASC }) {
      nodes {
        contentId
        title
        company
        thumbnail
        duration
        hasVideo
        mediaId
      }
    }
    why: allFeaturePoint(filter: { group: { eq: "shorts-why" } }, sort: { order: ASC }) {
      nodes {
        ...FeatureGridItem
      }
    }
    practices: allFeaturePoint(filter: { group: { eq: "shorts-practices" } }, sort: { order: ASC }) {
      nodes {
        ...FeatureGridItem
      }
    }
    platforms: allFeaturePoint(filter: { group: { eq: "shorts-platforms" } }, sort: { order: ASC }) {
      nodes {
        ...FeatureGridItem
      }
    }
  }
`;
