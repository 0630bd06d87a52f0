import styled from "@emotion/styled";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";

import { ClosingCta } from "../components/content/ClosingCta";
import { LeadCaptureButton } from "../features/lead-capture/LeadCaptureButton";
import { ContentSection } from "../components/content/ContentSection";
import { FaqAccordion } from "../components/content/FaqAccordion";
import { faqPageJsonLd } from "../components/content/faq-structured-data";
import { FeatureGrid } from "../components/content/FeatureGrid";
import { PageHero } from "../components/page/PageHero";
import { JsonLd } from "../components/seo/JsonLd";
import { RouteSeo } from "../components/seo/RouteSeo";
import { Card, CardGrid } from "../components/ui/Card";
import { colors, fontSizes, fontWeights, space } from "../theme/tokens";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>): React.ReactElement {
  return (
    <>
      <PageHero
        eyebrow="Our story"
        title="About Meridian Studio"
        lead="We are a Lisbon video-production studio, founded in 2024, that helps SaaS companies turn what their product does into videos people watch to the end."
      />
      <ContentSection name="mission" title="Our mission">
        <p>
          We started Meridian Studio after years of watching great software lose deals to a confusing demo. Founders
          knew their product solved a real problem, but their videos showed menus instead of outcomes.
        </p>
        <p>
          Our mission is simple: make every SaaS video earn its place in the funnel. Since 2024 we have worked with 50+
          companies, with an average 250% ROI on their video campaigns, a 14-day turnaround and unlimited revisions.
        </p>
      </ContentSection>
      <ContentSection name="founders" title="Meet the co-founders" tinted>
        <CardGrid columns={{ md: 2 }}>
          {data.founders.nodes.map((founder) => (
            <Card key={founder.name}>
              <Avatar aria-hidden="true">{founder.initials}</Avatar>
              <h3>{founder.name}</h3>
              <Role>{founder.role}</Role>
              <p>{founder.bio}</p>
            </Card>
          ))}
        </CardGrid>
      </ContentSection>
      <ContentSection name="why-choose" title="Why choose Meridian Studio">
        <FeatureGrid items={data.why.nodes} columns={2} />
      </ContentSection>
      {data.faq ? (
        <ContentSection name="about-faq" title={data.faq.title} tinted>
          <FaqAccordion items={data.faq.items} />
        </ContentSection>
      ) : null}
      <ClosingCta
        title="Let's talk about your next video"
        text="Book a free 30-minute consultation and leave with a plan for the videos that will pay back first."
        action={<LeadCaptureButton variant="light">Book Your Free Consultation</LeadCaptureButton>}
      />
    </>
  );
}

export const Head = ({ data }: HeadProps<Queries.AboutPageQuery>): React.ReactElement => (
  <RouteSeo route="about" data={data}>
    {data.faq ? <JsonLd data={faqPageJsonLd(data.faq.items)} /> : null}
  </RouteSeo>
);

export const query = graphql`
  query AboutPage {
    site {
      ...SeoSite
    }
    routeSeo: siteRoute(key: { eq: "about" }) {
      ...RouteSeoFields
    }
    founders: allTeamMember(sort: { order: ASC }) {
      nodes {
        name
        role
        bio
        initials
      }
    }
    why: allFeaturePoint(filter: { group: { eq: "about-why" } }, sort: { order: ASC }) {
      nodes {
        ...FeatureGridItem
      }
    }
    faq: faqSet(page: { eq: "about" }) {
      title
      ...FaqAccordion
    }
  }
`;

/** The founders' initials disc: four lines of body text tall. */
const avatarSize = space[8];

const Avatar = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${avatarSize};
  height: ${avatarSize};
  margin-bottom: ${space[3]};
  border-radius: 50%;
  background: ${colors.brand};
  color: ${colors.paper};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
`;

const Role = styled.p`
  color: ${colors.brand};
  font-weight: ${fontWeights.semibold};
`;
