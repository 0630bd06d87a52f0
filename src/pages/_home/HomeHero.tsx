import styled from "@emotion/styled";
import * as React from "react";

import { LeadCaptureButton } from "../../features/lead-capture/LeadCaptureButton";
import { mq } from "../../theme/media";
import { colors, fontSizes, fontWeights, radii, sizes, space } from "../../theme/tokens";
import { StaticIsland } from "../../components/static/StaticIsland";
import { HostedVideo } from "../../components/video/HostedVideo";
import { homeVideos } from "./home-videos";
import { PressStrip } from "./PressStrip";

export const heroCopy = {
  headline: "Faça seu capital crescer com o método europeu",
  subline:
    "Um grupo restrito de brasileiros com patrimônio que investem com disciplina, gestão de risco e execução ao vivo: média de +6,2% ao mês e drawdown máximo de -3,3%.",
  badge: "+5000 empresários já estão nessa comunidade",
  cta: "Quero participar do evento exclusivo",
  videoTitle: "Apresentação do método europeu",
} as const;

/** Home hero: logo, headline, sub-line, the sales video (loads once near view), badge, call to action, press strip. */
export function HomeHero({
  pressLogos,
}: {
  pressLogos: readonly Queries.PressStripLogoFragment[];
}): React.ReactElement {
  return (
    <Hero>
      <Grid>
        <div>
          <StaticIsland root="div" kind="marketing-copy">
            <Brand aria-hidden="true">
              <svg width="40" height="40" viewBox="0 0 32 32" focusable="false">
                <circle cx="16" cy="16" r="15" fill={colors.brand} />
                <path
                  d="M8 22V10l8 8 8-8v12"
                  fill="none"
                  stroke={colors.paper}
                  strokeWidth="3"
                  strokeLinejoin="round"
                />
              </svg>
              <span>Meridian</span>
            </Brand>
            <Headline>{heroCopy.headline}</Headline>
            <Subline>{heroCopy.subline}</Subline>
          </StaticIsland>
          <Badge>{heroCopy.badge}</Badge>
          <LeadCaptureButton>{heroCopy.cta}</LeadCaptureButton>
        </div>
        <HostedVideo mediaId={homeVideos.heroMediaId} title={heroCopy.videoTitle} tone="night" />
      </Grid>
      <PressStrip logos={pressLogos} />
    </Hero>
  );
}

const Hero = styled.section`
  background: linear-gradient(180deg, ${colors.brandSoft}, ${colors.paper});
`;

const Grid = styled.div`
  display: grid;
  gap: ${space[6]};
  align-items: center;
  max-width: ${sizes.content};
  margin: 0 auto;
  padding: ${space[6]} ${space[4]};
  ${mq.lg} {
    grid-template-columns: 1fr 1fr;
    padding-top: ${space[7]};
  }
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
`;

const Headline = styled.h1`
  font-size: ${fontSizes["3xl"]};
  ${mq.md} {
    font-size: ${fontSizes["4xl"]};
  }
`;

const Subline = styled.p`
  color: ${colors.inkMuted};
  font-size: ${fontSizes.lg};
`;

const Badge = styled.p`
  display: inline-block;
  padding: ${space[2]} ${space[4]};
  border-radius: ${radii.lg};
  background: ${colors.successSoft};
  color: ${colors.success};
  font-weight: ${fontWeights.semibold};
`;
