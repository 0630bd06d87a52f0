import styled from "@emotion/styled";
import * as React from "react";

import { siteName } from "../../config/site";
import { colors, fontSizes, fontWeights, space } from "../../theme/tokens";
import { currentPage } from "./current-page";

/** The home link; a plain anchor, which the header routes (see Header). */
export function Logo({ pathname }: { pathname: string }): React.ReactElement {
  return (
    <HomeLink href="/" aria-label={`${siteName}, home`} aria-current={currentPage(pathname, "/")}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill={colors.brand} />
        <path d="M8 22V10l8 8 8-8v12" fill="none" stroke={colors.paper} strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <span>{siteName}</span>
    </HomeLink>
  );
}

const HomeLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  color: ${colors.ink};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
  text-decoration: none;
`;
