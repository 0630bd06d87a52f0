import styled from "@emotion/styled";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";

import { ClosingCta } from "../components/content/ClosingCta";
import { ContentSection } from "../components/content/ContentSection";
import { FeatureGrid } from "../components/content/FeatureGrid";
import { LeadCaptureButton } from "../features/lead-capture/LeadCaptureButton";
import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";
import { Card, CardGrid } from "../components/ui/Card";
import { colors, fontSizes, fontWeights, radii, space } from "../theme/tokens";

export default function CareerPage({ data }: PageProps<Queries.CareerPageQuery>): React.ReactElement {
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Make SaaS Stories People Watch"
        lead="Meridian Studio is a small remote team, founded in 2024 in Lisbon, making videos for 50+ software companies. We are hiring."
      />
      <ContentSection name="open-positions" title="Open Positions" tinted>
        <CardGrid gap="lg" columns={{ md: 2 }}>
          {data.positions.nodes.map((position) => (
            <Position key={position.contentId}>
              <h3>{position.title}</h3>
              <Tags>
                <span>{position.type}</span>
                <span>{position.location}</span>
              </Tags>
              <p>{position.description}</p>
              <h4>Requirements</h4>
              <ul>
                {position.requirements.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ul>
              <LeadCaptureButton>
                Apply Now<span className="visually-hidden"> for {position.title}</span>
              </LeadCaptureButton>
            </Position>
          ))}
        </CardGrid>
      </ContentSection>
      <ContentSection name="perks" title="Why work with us">
        <FeatureGrid items={data.perks.nodes} />
      </ContentSection>
      <ClosingCta
        title="Don't See Your Role?"
        text="We are always glad to meet directors, motion designers and producers. Tell us what you do best."
        action={<LeadCaptureButton variant="light">Get in Touch</LeadCaptureButton>}
      />
    </>
  );
}

export const Head = ({ data }: HeadProps<Queries.CareerPageQuery>): React.ReactElement => (
  <RouteSeo route="career" data={data} />
);

export const query = graphql`
  query CareerPage {
    site {
      ...SeoSite
    }
    routeSeo: siteRoute(key: { eq: "career" }) {
      ...RouteSeoFields
    }
    positions: allCareerPosition(sort: { order: ASC }) {
      nodes {
        contentId
        title
        type
        location
        description
        requirements
      }
    }
    perks: allFeaturePoint(filter: { group: { eq: "career-perks" } }, sort: { order: ASC }) {
      nodes {
        ...FeatureGridItem
      }
    }
  }
`;

/* The Apply button sits at the bottom of each card, however long the card's text. */
const Position = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  ul {
    margin: 0 0 ${space[5]};
    padding-left: ${space[5]};
    color: ${colors.inkMuted};
  }
  button {
    margin-top: auto;
  }
`;

const Tags = styled.p`
  display: flex;
  gap: ${space[2]};
  span {
    padding: ${space[1]} ${space[3]};
    border-radius: ${radii.pill};
    background: ${colors.brandSoft};
    color: ${colors.brandStrong};
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.semibold};
  }
`;
