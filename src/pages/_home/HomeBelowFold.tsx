import * as React from "react";

import { FaqAccordion } from "../../components/content/FaqAccordion";
import { Block, ProofSection, ServicesSection, VslSection } from "./HomeSections";
import { HowItWorksCircle } from "./HowItWorksCircle";

type HomeData = Queries.HomePageQuery;

export interface HomeBelowFoldProps {
  services: HomeData["services"]["nodes"];
  steps: HomeData["steps"]["nodes"];
  metrics: HomeData["metrics"]["nodes"];
  faq: HomeData["faq"];
}

/** The home sections under the hero, in the spec's order; loaded as one deferred chunk. */
export default function HomeBelowFold({ services, steps, metrics, faq }: HomeBelowFoldProps): React.ReactElement {
  return (
    <>
      <ServicesSection services={services} />
      <VslSection />
      <HowItWorksCircle steps={steps} />
      <ProofSection metrics={metrics} />
      {faq ? (
        <Block aria-labelledby="home-faq-title">
          <h2 id="home-faq-title">{faq.title}</h2>
          <FaqAccordion items={faq.items} />
        </Block>
      ) : null}
    </>
  );
}
