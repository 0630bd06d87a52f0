import styled from "@emotion/styled";
import { graphql } from "gatsby";
import * as React from "react";

import { FeatureGrid } from "../../components/content/FeatureGrid";
import { mq } from "../../theme/media";
import { colors, fontSizes, fontWeights, radii, sizes, space } from "../../theme/tokens";
import { homeVideos } from "./home-videos";
import { VslPlayer } from "../../components/video/VslPlayer";
import { StaticIsland } from "../../components/static/StaticIsland";

export const homeSectionsFragments = graphql`
  fragment HomeService on Service {
    name
    description
  }
  fragment ProofMetric on ResultMetric {
    metric
    description
  }
`;

/** #services: the three ways to follow the method. */
export function ServicesSection({
  services,
}: {
  services: readonly Queries.HomeServiceFragment[];
}): React.ReactElement {
  return (
    <StaticIsland root={Block} kind="marketing-copy" id="services" aria-labelledby="services-title">
      <h2 id="services-title">Três formas de aplicar o método</h2>
      <Intro>Escolha como você quer executar: acompanhando ao vivo, no automático ou com autonomia.</Intro>
      <FeatureGrid items={services.map((service) => ({ title: service.name, description: service.description }))} />
    </StaticIsland>
  );
}

/** #vsl: the video sales letter; its player script loads only when it comes near view. */
export function VslSection(): React.ReactElement {
  return (
    <Block id="vsl" aria-labelledby="vsl-title">
      <h2 id="vsl-title">Assista antes de entrar no grupo</h2>
      <Intro>Em poucos minutos, entenda como o método europeu protege o capital e busca crescimento constante.</Intro>
      <Narrow>
        <VslPlayer playerId={homeVideos.vslPlayerId} title="Carta de vendas em vídeo: o método europeu" />
      </Narrow>
    </Block>
  );
}

/** Proof: the track record in numbers. */
export function ProofSection({ metrics }: { metrics: readonly Queries.ProofMetricFragment[] }): React.ReactElement {
  return (
    <StaticIsland root={Block} kind="marketing-copy" aria-labelledby="proof-title">
      <h2 id="proof-title">Resultados que falam por si</h2>
      <Metrics>
        {metrics.map((item) => (
          <div key={item.metric}>
            <dt>{item.description}</dt>
            <dd>{item.metric}</dd>
          </div>
        ))}
      </Metrics>
      <Disclaimer>Resultados passados não garantem resultados futuros. Todo investimento envolve risco.</Disclaimer>
    </StaticIsland>
  );
}

export const Block = styled.section`
  max-width: ${sizes.content};
  margin: 0 auto;
  padding: ${space[8]} ${space[4]};
  h2 {
    font-size: ${fontSizes["2xl"]};
    text-align: center;
    ${mq.md} {
      font-size: ${fontSizes["3xl"]};
    }
  }
`;

const Intro = styled.p`
  max-width: ${sizes.prose};
  margin: 0 auto ${space[6]};
  color: ${colors.inkMuted};
  text-align: center;
`;

const Narrow = styled.div`
  max-width: ${sizes.prose};
  margin: 0 auto;
`;

const Metrics = styled.dl`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  ${mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${space[5]};
    border-radius: ${radii.lg};
    background: ${colors.night};
    color: ${colors.nightText};
    text-align: center;
  }
  dd {
    margin: 0;
    color: ${colors.paper};
    font-size: ${fontSizes["4xl"]};
    font-weight: ${fontWeights.bold};
  }
`;

const Disclaimer = styled.p`
  margin-top: ${space[4]};
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
  text-align: center;
`;
