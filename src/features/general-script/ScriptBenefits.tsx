import styled from "@emotion/styled";
import * as React from "react";

import { mq } from "../../theme/media";
import { colors, fontSizes, radii, sizes, space } from "../../theme/tokens";
import { generalScriptBenefits, generalScriptBenefitsHeading } from "./general-script-copy";

/** The three benefits of the general generator: Save Time, Professional Structure, Versatile Use. */
export function ScriptBenefits(): React.ReactElement {
  return (
    <Section aria-labelledby="script-benefits-heading">
      <h2 id="script-benefits-heading" className="visually-hidden">
        {generalScriptBenefitsHeading}
      </h2>
      <List>
        {generalScriptBenefits.map((benefit) => (
          <Item key={benefit.title}>
            <Title>{benefit.title}</Title>
            <Text>{benefit.text}</Text>
          </Item>
        ))}
      </List>
    </Section>
  );
}

const Section = styled.section`
  max-width: ${sizes.content};
  margin: 0 auto;
  padding: 0 ${space[4]} ${space[6]};
`;

const List = styled.ul`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  padding: ${space[5]};
  border-radius: ${radii.lg};
  background: ${colors.brandSoft};
`;

const Title = styled.h3`
  margin: 0 0 ${space[2]};
  font-size: ${fontSizes.lg};
  color: ${colors.brandStrong};
`;

const Text = styled.p`
  margin: 0;
  color: ${colors.ink};
`;
