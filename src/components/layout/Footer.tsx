import styled from "@emotion/styled";
import * as React from "react";

import { colors, fontSizes } from "../../theme/tokens";
import { StaticIsland } from "../static/StaticIsland";

// Fetched at idle (not run) once the app has loaded, so a navigation finds it in the cache.
const FooterContent = React.lazy(() => import(/* webpackPrefetch: true */ "./FooterContent"));

/**
 * The site footer: text and links only. On the first load it stays as prerendered
 * (StaticIsland); the layout keeps it across navigations, and the first navigation renders it
 * (its links' aria-current follow the page), its content loaded then, in a transition, so
 * the prerendered footer shows until the rendered one replaces it.
 */
export function Footer({ pathname }: { pathname: string }): React.ReactElement {
  return (
    <StaticIsland root={Outer} kind="footer" renderAfter={pathname}>
      <FooterContent />
    </StaticIsland>
  );
}

const Outer = styled.footer`
  background: ${colors.night};
  color: ${colors.nightText};
  font-size: ${fontSizes.sm};
  a {
    color: ${colors.nightText};
  }
  address {
    font-style: normal;
  }
`;
