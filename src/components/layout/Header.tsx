import styled from "@emotion/styled";
import * as React from "react";

import { useScrolled } from "../../hooks/use-scrolled";
import { colors, durations, shadows, sizes, space, zIndices } from "../../theme/tokens";
import { DesktopNav } from "./DesktopNav";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";

export function Header(): React.ReactElement {
  const scrolled = useScrolled();
  return (
    <Bar data-scrolled={scrolled}>
      <Inner>
        <Logo />
        <DesktopNav />
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
