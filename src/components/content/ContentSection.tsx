import styled from "@emotion/styled";
import * as React from "react";

import { colors, sizes, space } from "../../theme/tokens";

interface ContentSectionProps {
  /** Used for the heading id (and the section's own id when `anchor` is set). */
  name: string;
  title: string;
  intro?: React.ReactNode;
  anchor?: boolean;
  tinted?: boolean;
  children?: React.ReactNode;
}

/** A page section with its h2 and optional intro, labelled by the heading. */
export function ContentSection({ name, title, intro, anchor, tinted, children }: ContentSectionProps) {
  return (
    <Outer data-tinted={tinted ? "true" : undefined}>
      <Inner id={anchor ? name : undefined} aria-labelledby={`${name}-title`}>
        <h2 id={`${name}-title`}>{title}</h2>
        {intro ? <Intro>{intro}</Intro> : null}
        {children}
      </Inner>
    </Outer>
  );
}

const Outer = styled.div`
  &[data-tinted="true"] {
    background: ${colors.paperAlt};
  }
`;

const Inner = styled.section`
  max-width: ${sizes.content};
  margin: 0 auto;
  padding: ${space[7]} ${space[4]};
`;

const Intro = styled.p`
  max-width: ${sizes.prose};
  color: ${colors.inkMuted};
`;
