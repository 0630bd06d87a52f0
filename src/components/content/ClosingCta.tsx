import styled from "@emotion/styled";
import * as React from "react";

import { colors, radii, sizes, space } from "../../theme/tokens";

interface ClosingCtaProps {
  title: string;
  text: string;
  /** The block's main call to action (the page decides what it opens). */
  action: React.ReactNode;
  children?: React.ReactNode;
}

/** The dark closing block of a page: a heading, a sentence and the page's call to action. */
export function ClosingCta({ title, text, action, children }: ClosingCtaProps): React.ReactElement {
  return (
    <Outer aria-labelledby="closing-cta-title">
      <h2 id="closing-cta-title">{title}</h2>
      <p>{text}</p>
      <Actions>
        {action}
        {children}
      </Actions>
    </Outer>
  );
}

const Outer = styled.section`
  width: min(calc(100% - ${space[6]}), ${sizes.content});
  margin: ${space[6]} auto ${space[7]};
  padding: ${space[7]} ${space[5]};
  border-radius: ${radii.lg};
  background: ${colors.night};
  color: ${colors.nightText};
  text-align: center;
  h2 {
    color: ${colors.paper};
  }
  a {
    color: ${colors.paper};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space[4]};
`;
