import styled from "@emotion/styled";
import { graphql, type HeadProps, Link, type PageProps } from "gatsby";
import * as React from "react";

import { ClosingCta } from "../../components/content/ClosingCta";
import { LeadCaptureButton } from "../../features/lead-capture/LeadCaptureButton";
import { ContentSection } from "../../components/content/ContentSection";
import { VideoDialog } from "../../components/content/VideoDialog";
import { PageHero } from "../../components/page/PageHero";
import { RouteSeo } from "../../components/seo/RouteSeo";
import type { BeforeAfterTabs as BeforeAfterTabsComponent } from "../../components/content/BeforeAfterTabs";
import type { GifGrid as GifGridComponent } from "../../components/content/GifGrid";
import { deferredLazy } from "../../components/deferred/deferred-lazy";
import { colors, fontSizes, fontWeights, sizes, space } from "../../theme/tokens";

// The tabs (Radix Tabs and the videos' players) sit below the hero and the quote: prerendered in
// full, their code fetched on the first input (a scroll, a touch, a key, the mouse moving). Not
// on near view: a phone's first screen reaches their heading, and a visitor who only reads it
// would download them all (100.1 KB before interaction on a phone, over the budget).
const BeforeAfterTabs = deferredLazy<React.ComponentProps<typeof BeforeAfterTabsComponent>>(
  () =>
    import("../../components/content/BeforeAfterTabs").then(({ BeforeAfterTabs }) => ({ default: BeforeAfterTabs })),
  { onInputOnly: true },
);

// The GIF grid sits below the tabs: prerendered in full, its code fetched when its heading
// nears the viewport or on the first input.
const GifGrid = deferredLazy<React.ComponentProps<typeof GifGridComponent>>(
  () => import("../../components/content/GifGrid").then(({ GifGrid }) => ({ default: GifGrid })),
  { nearViewId: "gif-creation-title" },
);

const testimonial = {
  mediaId: "t3st1m0n1l",
  quote:
    "Our old demo explained every button. The new one explains why people buy. Trials doubled in the first month and the sales team sends it before every call.",
  author: "Marta Sousa, Head of Growth at Ledgerly",
} as const;

export default function BeforeAndAfterPage({ data }: PageProps<Queries.BeforeAfterPageQuery>): React.ReactElement {
  return (
    <>
      <PageHero
        eyebrow="Case studies"
        title="Before and After"
        lead="The same SaaS stories, before and after Meridian Studio: customer testimonials, tutorials and vertical ads."
      >
        <VideoDialog
          mediaId={testimonial.mediaId}
          title="Ledgerly customer testimonial"
          description={testimonial.author}
          triggerLabel="Watch the testimonial"
        />
      </PageHero>
      <Quote>
        <blockquote>
          <p>“{testimonial.quote}”</p>
        </blockquote>
        <figcaption>{testimonial.author}</figcaption>
      </Quote>
      <ContentSection
        name="before-after"
        title="Before and After"
        intro="Pick a video type to compare the original with the version we produced."
        tinted
      >
        <BeforeAfterTabs tabs={data.tabs.nodes} />
      </ContentSection>
      <ContentSection
        name="gif-creation"
        title="GIF creation"
        intro="Every project also gives you short looping GIFs of your product's best moments, ready for release notes, e-mails and social posts."
      >
        {/* After a client-side navigation the grid appears when its code arrives; no layout above it moves. */}
        <GifGrid gifs={data.gifs.nodes} />
      </ContentSection>
      <ClosingCta
        title="Ready for your own after?"
        text="Tell us about your product and we'll show you what it looks like on video, with a 30-day results guarantee."
        action={<LeadCaptureButton variant="light">Get Your Free Video Growth Plan</LeadCaptureButton>}
      >
        <Link to="/pricing/">See pricing and calculate your ROI</Link>
      </ClosingCta>
    </>
  );
}

export const Head = ({ data }: HeadProps<Queries.BeforeAfterPageQuery>): React.ReactElement => (
  <RouteSeo route="beforeAndAfter" data={data} />
);

export const query = graphql`
  query BeforeAfterPage {
    site {
      ...SeoSite
    }
    routeSeo: siteRoute(key: { eq: "beforeAndAfter" }) {
      ...RouteSeoFields
    }
    tabs: allBeforeAfterTab(sort: { order: ASC }) {
      nodes {
        ...BeforeAfterTabsItem
      }
    }
    gifs: allGifItem(sort: { order: ASC }) {
      nodes {
        ...GifGridItem
      }
    }
  }
`;

const Quote = styled.figure`
  max-width: ${sizes.prose};
  margin: 0 auto ${space[6]};
  padding: 0 ${space[4]};
  blockquote {
    margin: 0;
    font-size: ${fontSizes.xl};
    font-weight: ${fontWeights.medium};
  }
  figcaption {
    color: ${colors.inkMuted};
  }
`;
