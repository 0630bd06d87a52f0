import type { HeadFC } from "gatsby";
import * as React from "react";

import { LeadCaptureButton } from "../components/page/LeadCaptureButton";
import { PageHero } from "../components/page/PageHero";
import { RouteSeo } from "../components/seo/RouteSeo";

export default function HomePage(): React.ReactElement {
  return (
    <>
      <PageHero
        title="Faça seu capital crescer com o método europeu"
        lead="Um grupo restrito de brasileiros com patrimônio que investem com disciplina, gestão de risco e execução ao vivo."
      >
        <LeadCaptureButton>Quero participar do evento exclusivo</LeadCaptureButton>
      </PageHero>
    </>
  );
}

export const Head: HeadFC = () => <RouteSeo route="home" />;
