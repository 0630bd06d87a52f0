import styled from "@emotion/styled";
import * as React from "react";

import { colors, sizes, space, zIndices } from "../../theme/tokens";
import { Breadcrumb } from "./Breadcrumb";
import { Footer } from "./Footer";
import { Header } from "./Header";

interface LayoutProps {
  pathname: string;
  /** A page may name its own breadcrumb (a blog post uses its title). */
  breadcrumbLabel?: string;
  /** Names for path segments above the page, where the segment is no word (an archive month, "2026-11"). */
  segmentLabels?: Record<string, string>;
  children: React.ReactNode;
}

/**
 * Wraps every page (wrapPageElement): skip link, fixed header, breadcrumb, main, footer. The
 * breadcrumb and the footer are static parts, which this layout keeps across navigations: each
 * is rendered anew for the page navigated to (its crumbs, its links' aria-current) instead of
 * keeping the first page's prerendered DOM, by a key that names each and the path (Gatsby keys
 * the page element beside the breadcrumb by the path too, and two siblings with one key make
 * React lose one of them: the first page's breadcrumb stayed on every later page).
 */
export function Layout({ pathname, breadcrumbLabel, segmentLabels, children }: LayoutProps): React.ReactElement {
  return (
    <>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <Header pathname={pathname} />
      <Main id="main-content" tabIndex={-1}>
        <Breadcrumb
          key={`breadcrumb ${pathname}`}
          pathname={pathname}
          lastLabel={breadcrumbLabel}
          segmentLabels={segmentLabels}
        />
        {children}
      </Main>
      <Footer key={`footer ${pathname}`} />
    </>
  );
}

const Main = styled.main`
  display: block;
  min-height: 60vh;
  padding-top: ${sizes.headerHeight};
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  top: -10rem;
  left: ${space[2]};
  z-index: ${zIndices.toast};
  padding: ${space[2]} ${space[3]};
  background: ${colors.ink};
  color: ${colors.paper};
  &:focus {
    top: ${space[2]};
  }
`;
