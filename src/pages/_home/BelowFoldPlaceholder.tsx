import styled from "@emotion/styled";
import * as React from "react";

/**
 * Shown only after a client-side navigation, while the below-the-fold code
 * loads: the anchors exist at once and the space is held, so a hash scroll
 * lands and little moves. (On a first visit the prerendered HTML stays.)
 */
export function BelowFoldPlaceholder(): React.ReactElement {
  return (
    <>
      <Reserved id="services" data-height="services" />
      <Reserved id="vsl" data-height="vsl" />
      <Reserved id="how-it-works" data-height="how" />
      <Reserved data-height="proof" />
    </>
  );
}

const Reserved = styled.div`
  &[data-height="services"] {
    min-height: 32rem;
  }
  &[data-height="vsl"] {
    min-height: 36rem;
  }
  &[data-height="how"] {
    min-height: 40rem;
  }
  &[data-height="proof"] {
    min-height: 24rem;
  }
`;
