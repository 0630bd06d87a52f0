import styled from "@emotion/styled";
import { graphql, type HeadProps, type PageProps } from "gatsby";

import { ClosingCta } from "../components/content/ClosingCta";
import { LeadCaptureButton } from "../features/lead-capture/LeadCaptureButton";
import { ContentSection } from "../components/content/ContentSection";
import { FeatureGrid } from "../components/content/FeatureGrid";
import { ProcessSteps } from "../components/content/ProcessSteps";
import { VideoGrid } from "../components/content/VideoGrid";
import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";
import { useHostedVideoScripts } from "../components/video/use-hosted-video-scripts";
import { colors, fontWeights, radii, space } from "../theme/tokens";

export type VideoProductionData = Queries.VideoProductionPageQuery;

/** Video production: the provider scripts live in <head> while this page is open, and leave with it. */
export default function VideoProductionPage({ data }: Pick<PageProps<VideoProductionData>, "data">) {
  const videos = data.showcase.nodes;
  useHostedVideoScripts(videos.map((video) => video.mediaId));
  return (
    <>
      <PageHero
        eyebrow="Video production"
        title="Premium Video Production That Grows Your SaaS"
        lead="Studio-quality videos for software companies, delivered in 2-3 weeks from concept to final cut, with unlimited revisions."
      >
        <Badge>Serving clients worldwide</Badge>
      </PageHero>
      <ContentSection name="ways-of-working" title="Three ways to work with us" tinted>
        <FeatureGrid items={data.ways.nodes} />
      </ContentSection>
      <ContentSection name="signature-work" title="Our Signature Work">
        <VideoGrid
          loading="page"
          items={videos.map((video) => ({
            key: video.contentId,
            title: video.title,
            subtitle: video.subtitle,
            mediaId: video.mediaId,
            duration: video.duration,
          }))}
        />
      </ContentSection>
      <ContentSection name="why-different" title="Why we're different" tinted>
        <FeatureGrid items={data.different.nodes} columns={4} />
      </ContentSection>
      <ContentSection name="process" title="Our process">
        <ProcessSteps steps={data.steps.nodes} />
      </ContentSection>
      <ClosingCta
        title="Let's make your next video"
        text="Get a free plan for the videos that will grow your SaaS, with a 30-day results guarantee."
        action={<LeadCaptureButton variant="light">Get Your Free Video Growth Plan</LeadCaptureButton>}
      />
    </>
  );
}

export const Head = ({ data }: HeadProps<VideoProductionData>): React.ReactElement => (
  <RouteSeo route="videoProduction" data={data} />
);

export const query = graphql`
  query VideoProductionPage {
    site {
      ...SeoSite
    }
    routeSeo: siteRoute(key: { eq: "videoProduction" }) {
      ...RouteSeoFields
    }
    ways: allFeaturePoint(filter: { group: { eq: "video-production-ways" } }, sort: { order: ASC }) {
      nodes {
        ...FeatureGridItem
      }
    }
    showcase: allVideoShowcaseItem(filter: { showcase: { eq: "signature-work" } }, sort: { order: ASC }) {
      nodes {
        ...VideoGridShowcaseItem
      }
    }
    different: allFeaturePoint(filter: { group: { eq: "video-production-different" } }, sort: { order: ASC }) {
      nodes {
        ...FeatureGridItem
      }
    }
    steps: allProcessStep(filter: { group: { eq: "video-production" } }, sort: { order: ASC }) {
      nodes {
        ...ProcessStepsItem
      }
    }
  }
`;

const Badge = styled.p`
  display: inline-block;
  padding: ${space[2]} ${space[4]};
  border-radius: ${radii.pill};
  background: ${colors.successSoft};
  color: ${colors.success};
  font-weight: ${fontWeights.semibold};
`;
