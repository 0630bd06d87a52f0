import styled from "@emotion/styled";
import { Link } from "gatsby";
import * as React from "react";

import { colors, fontWeights } from "../../theme/tokens";

/** The post page's back link; it goes to /about, as the spec has it. */
export function BackToAbout(): React.ReactElement {
  return (
    <Back to="/about/">
      <span aria-hidden="true">← </span>
      Back to About
    </Back>
  );
}

const Back = styled(Link)`
  color: ${colors.brandStrong};
  font-weight: ${fontWeights.medium};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
