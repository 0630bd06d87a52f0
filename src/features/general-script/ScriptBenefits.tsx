import styled from "@emotion/styled";
import * as React from "react";

import { FeatureGrid } from "../../components/content/FeatureGrid";
import { sizes, space } from "../../theme/tokens";
import { generalScriptBenefits, generalScriptBenefitsHeading } from "./general-script-copy";

/** The three benefits of the general generator: Save Time, Professional Structure, Versatile Use. */
export function ScriptBenefits(): React.ReactElement {
  return (
    <Section aria-labelledby="script-benefits-heading">
      <h2 id="script-benefits-heading" className="visually-hidden">
        {generalScriptBenefitsHeading}
      </h2>
      <FeatureGrid items={generalScriptBenefits} />
    </Section>
  );
}

const Section = styled.section`
  max-width: ${sizes.content};
  margin: 0 auto;
  padding: 0 ${space[4]} ${space[6]};
`;
