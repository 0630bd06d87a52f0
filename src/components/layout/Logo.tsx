import styled from "@emotion/styled";
import { Link } from "gatsby";
import * as React from "react";

import { siteName } from "../../config/site";
import { colors, fontSizes, fontWeights, space } from "../../theme/tokens";

export function Logo(): React.ReactElement {
  return (
    <HomeLink to="/" aria-label={`${siteName}, home`}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill={colors.brand} />
        <path d="M8 22V10l8 8 8-8v12" fill="none" stroke={colors.paper} strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <span>{siteName}</span>
    </HomeLink>
  );
}

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  color: ${colors.ink};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
  text-decoration: none;
`;
