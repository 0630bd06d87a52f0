import styled from "@emotion/styled";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";

import { ClosingCta } from "../components/content/ClosingCta";
import { LeadCaptureButton } from "../features/lead-capture/LeadCaptureButton";
import { ContentSection } from "../components/content/ContentSection";
import { RouteSeo } from "../components/seo/RouteSeo";
import type { FaqAccordion as FaqAccordionComponent } from "../components/content/FaqAccordion";
import { StaticIsland } from "../components/static/StaticIsland";
import { deferredLazy } from "../components/deferred/deferred-lazy";
import { mq } from "../theme/media";
import { colors, fontSizes, sizes, space } from "../theme/tokens";

// The calculator shows on a phone's first screen, so near view would load it at once: prerendered
// in full, its code is fetched on the first input. A value typed or slid before it is hydrated is
// handed to it then (see ClickReplayRegion), and so is a click.
const RoiCalculator = deferredLazy<Record<string, never>>(
  () => import("../features/roi-calculator/RoiCalculator").then(({ RoiCalculator }) => ({ default: RoiCalculator })),
  { onInputOnly: true },
);

// The FAQ sits two screens down on a phone: prerendered in full, its Radix accordion code
// (~10 KB) fetched when its heading nears the viewport or on the first input.
const FaqAccordion = deferredLazy<React.ComponentProps<typeof FaqAccordionComponent>>(
  () => import("../components/content/FaqAccordion").then(({ FaqAccordion }) => ({ default: FaqAccordion })),
  { nearViewId: "pricing-faq-title" },
);

export default function PricingPage({ data, location }: PageProps<Queries.PricingPageQuery>): React.ReactElement {
  // The spec's pricing page opens at the top, whatever the previous scroll position.
  React.useEffect(() => {
    if (!location.hash) window.scrollTo({ top: 0, left: 0 });
  }, [location.hash]);

  return (
    <>
      <StaticIsland root={Banner} kind="marketing-copy">
        <h1>Simple, Transparent Pricing</h1>
        <p>
          Every project is quoted up front, with a 14-day turnaround, unlimited revisions and a 30-day results
          guarantee. Use the calculator to see what your video investment can return.
        </p>
      </StaticIsland>
      <ContentSection
        name="roi-calculator"
        title="Video ROI calculator"
        intro="Move the sliders and enter your numbers. Results update as you type."
        tinted
      >
        <RoiCalculator />
      </ContentSection>
      {data.faq ? (
        <div lang="pt-BR">
          <ContentSection name="pricing-faq" title={data.faq.title}>
            {/* No fallback needed on a first visit (the prerendered HTML stays); after a client-side
                navigation the questions appear when the code arrives, below the calculator. */}
            <FaqAccordion items={data.faq.items} />
          </ContentSection>
        </div>
      ) : null}
      <ClosingCta
        title="Know your numbers? Let's plan the videos."
        text="Our clients see an average 250% ROI. Get a plan built around your funnel in a free 30-minute call."
        action={<LeadCaptureButton variant="light">Get Your Free Video Growth Plan</LeadCaptureButton>}
      />
    </>
  );
}

export const Head = ({ data }: HeadProps<Queries.PricingPageQuery>): React.ReactElement => (
  <RouteSeo route="pricing" data={data} />
);

export const query = graphql`
  query PricingPage {
    site {
      ...SeoSite
    }
    routeSeo: siteRoute(key: { eq: "pricing" }) {
      ...RouteSeoFields
    }
    faq: faqSet(page: { eq: "pricing" }) {
      title
      ...FaqAccordion
    }
  }
`;

const Banner = styled.section`
  padding: ${space[7]} ${space[4]};
  background: linear-gradient(135deg, ${colors.brandStrong}, ${colors.brand});
  color: ${colors.paper};
  text-align: center;
  h1 {
    font-size: ${fontSizes["3xl"]};
    ${mq.md} {
      font-size: ${fontSizes["4xl"]};
    }
  }
  p {
    max-width: ${sizes.prose};
    margin: 0 auto;
    font-size: ${fontSizes.lg};
  }
`;
