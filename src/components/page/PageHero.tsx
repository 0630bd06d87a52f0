import styled from "@emotion/styled";
import * as React from "react";

import { mq } from "../../theme/media";
import { colors, fontSizes, lineHeights, sizes, space } from "../../theme/tokens";
import { StaticIsland } from "../static/StaticIsland";

interface PageHeroProps {
  title: string;
  lead?: React.ReactNode;
  eyebrow?: string;
  children?: React.ReactNode;
}

/** The heading block that opens a page: optional eyebrow, the page's h1, a lead paragraph. */
export function PageHero({ title, lead, eyebrow, children }: PageHeroProps): React.ReactElement {
  const copy = (
    <>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Title>{title}</Title>
      {lead ? <Lead>{lead}</Lead> : null}
    </>
  );
  // Text alone is static; what a page adds may be a control, so such a hero hydrates.
  if (children === undefined)
    return (
      <StaticIsland root={Hero} kind="marketing-copy">
        {copy}
      </StaticIsland>
    );
  return (
    <Hero>
      {copy}
      {children}
    </Hero>
  );
}

const Hero = styled.section`
  max-width: ${sizes.content};
  margin: 0 auto;
  padding: ${space[6]} ${space[4]} ${space[5]};
  ${mq.md} {
    padding-top: ${space[7]};
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${space[2]};
  color: ${colors.brand};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  font-size: ${fontSizes["2xl"]};
  ${mq.md} {
    font-size: ${fontSizes["4xl"]};
  }
`;

const Lead = styled.p`
  max-width: ${sizes.prose};
  color: ${colors.inkMuted};
  font-size: ${fontSizes.lg};
  line-height: ${lineHeights.normal};
`;
