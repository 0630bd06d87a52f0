import styled from "@emotion/styled";
import * as React from "react";

import { useScrolled } from "../../hooks/use-scrolled";
import { deferredLazy } from "../deferred/deferred-lazy";
import { prefetchLinkedPage, routeLinkClick } from "../static/router-links";
import { colors, durations, shadows, sizes, space, zIndices } from "../../theme/tokens";
import { type DesktopNavProps, desktopNavId } from "./desktop-nav-id";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";

// Hidden below the lg breakpoint: on a phone nothing in it can be reached, so its code loads and
// it hydrates only once it is shown (at once on a desktop's first screen).
const DesktopNav = deferredLazy<DesktopNavProps>(
  () => import("./DesktopNav").then(({ DesktopNav }) => ({ default: DesktopNav })),
  { shownId: desktopNavId },
);

/**
 * The fixed header. Its own links are plain anchors, routed through Gatsby by one click handler
 * here and prefetched on hover, touch or focus: a Gatsby <Link> each would hydrate several
 * components and an IntersectionObserver per link on every page start, and fetch the data of
 * every page it links to that is in view (the logo's `/` on every page) before any input.
 */
export function Header({ pathname }: { pathname: string }): React.ReactElement {
  const scrolled = useScrolled();
  return (
    <Bar
      data-scrolled={scrolled}
      onClick={routeLinkClick}
      onMouseOver={prefetchLinkedPage}
      onTouchStart={prefetchLinkedPage}
      onFocus={prefetchLinkedPage}
    >
      <Inner>
        <Logo pathname={pathname} />
        {/* One per page: a part React has not hydrated yet cannot take the next page's props (React
            #421); a new one renders at once when its code is in, and loads it when it is not. */}
        <DesktopNav key={pathname} pathname={pathname} />
        <MobileMenu />
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${zIndices.header};
  height: ${sizes.headerHeight};
  background: rgba(255, 255, 255, 0.92);
  border-bottom: 1px solid transparent;
  transition:
    box-shadow ${durations.normal},
    border-color ${durations.normal},
    background ${durations.normal};
  &[data-scrolled="true"] {
    background: ${colors.paper};
    border-bottom-color: ${colors.line};
    box-shadow: ${shadows.card};
  }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 100%;
  max-width: ${sizes.content};
  margin: 0 auto;
  padding: 0 ${space[4]};
`;
