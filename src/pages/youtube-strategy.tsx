import styled from "@emotion/styled";
import { graphql, type HeadProps, Link, type PageProps } from "gatsby";
import * as React from "react";

import { ProseArticle } from "../components/content/ProseArticle";
import { LeadCaptureButton } from "../features/lead-capture/LeadCaptureButton";
import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";
import { colors, radii, sizes, space } from "../theme/tokens";

export default function YoutubeStrategyPage({ data }: PageProps<Queries.YoutubeStrategyPageQuery>): React.ReactElement {
  return (
    <>
      <PageHero
        eyebrow="Video strategy"
        title={data.article?.title ?? "How Five SaaS Brands Win on YouTube"}
        lead="HubSpot, Notion, Canva, Figma and Ahrefs each found a different way to turn YouTube into a growth channel. Here is what they do, and what your SaaS can copy."
      />
      {data.article ? <ProseArticle sections={data.article.sections} /> : null}
      <Aside aria-labelledby="strategy-next-title">
        <h2 id="strategy-next-title">Build your own YouTube strategy</h2>
        <p>
          We plan, script and produce YouTube series for SaaS companies, backed by a 30-day results guarantee. See what
          it did for our clients in our <Link to="/case-studies/">case studies</Link>.
        </p>
        <LeadCaptureButton>Get Your Free Video Growth Plan</LeadCaptureButton>
      </Aside>
    </>
  );
}

export const Head = ({ data }: HeadProps<Queries.YoutubeStrategyPageQuery>): React.ReactElement => (
  <RouteSeo route="youtubeStrategy" data={data} />
);

export const query = graphql`
  query YoutubeStrategyPage {
    site {
      ...SeoSite
    }
    routeSeo: siteRoute(key: { eq: "youtubeStrategy" }) {
      ...RouteSeoFields
    }
    article: proseDocument(key: { eq: "youtube-strategy" }) {
      title
      ...ProseArticle
    }
  }
`;

const Aside = styled.section`
  width: min(calc(100% - ${space[6]}), ${sizes.prose});
  margin: 0 auto ${space[7]};
  padding: ${space[5]};
  border-radius: ${radii.lg};
  background: ${colors.brandSoft};
`;
