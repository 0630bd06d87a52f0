import styled from "@emotion/styled";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import * as React from "react";

import { ClosingCta } from "../components/content/ClosingCta";
import { ContentSection } from "../components/content/ContentSection";
import { FeatureGrid } from "../components/content/FeatureGrid";
import { LeadCaptureButton } from "../features/lead-capture/LeadCaptureButton";
import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";
import { mq } from "../theme/media";
import { colors, fontSizes, fontWeights, radii, shadows, space } from "../theme/tokens";

export default function CareerPage({ data }: PageProps<Queries.CareerPageQuery>): React.ReactElement {
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Make SaaS Stories People Watch"
        lead="Meridian Studio is a small remote team, founded in 2024 in Lisbon, making videos for 50+ software companies. We are hiring."
      />
      <ContentSection name="open-positions" title="Open Positions" tinted>
        <Positions>
          {data.positions.nodes.map((position) => (
            <li key={position.contentId}>
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
            </li>
          ))}
        </Positions>
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

export const Head: HeadFC = () => <RouteSeo route="career" />;

export const query = graphql`
  query CareerPage {
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

const Positions = styled.ul`
  display: grid;
  gap: ${space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  & > li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    padding: ${space[5]};
    border-radius: ${radii.lg};
    background: ${colors.paper};
    box-shadow: ${shadows.card};
  }
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
