import styled from "@emotion/styled";
import * as React from "react";

import { desktopLinks, serviceLinks } from "../../config/navigation";
import { useDismiss } from "../../hooks/use-dismiss";
import { mq } from "../../theme/media";
import { colors, fontWeights, radii, shadows, space, zIndices } from "../../theme/tokens";
import { currentPage } from "./current-page";
import { type DesktopNavProps, desktopNavId } from "./desktop-nav-id";

/**
 * A disclosure menu for Services (a list of links, not an ARIA menu), then plain links. The
 * links are anchors the header routes (see Header).
 */
export function DesktopNav({ pathname }: DesktopNavProps): React.ReactElement {
  const [servicesOpen, setServicesOpen] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const listRef = React.useRef<HTMLUListElement>(null);
  const close = React.useCallback(() => setServicesOpen(false), []);
  useDismiss(servicesOpen, close, listRef, buttonRef);

  return (
    <Nav id={desktopNavId} aria-label="Main">
      <TopList>
        <li>
          <Dropdown>
            <NavButton
              ref={buttonRef}
              type="button"
              aria-expanded={servicesOpen}
              aria-controls="services-menu"
              onClick={() => setServicesOpen((open) => !open)}
            >
              Services
              <Chevron aria-hidden="true" data-open={servicesOpen}>
                ▾
              </Chevron>
            </NavButton>
            <SubList id="services-menu" ref={listRef} hidden={!servicesOpen}>
              {serviceLinks.map((link) => (
                <li key={link.to}>
                  <SubLink href={link.to} aria-current={currentPage(pathname, link.to)} onClick={close}>
                    {link.label}
                  </SubLink>
                </li>
              ))}
            </SubList>
          </Dropdown>
        </li>
        {desktopLinks.map((link) => (
          <li key={link.to}>
            <NavLink href={link.to} aria-current={currentPage(pathname, link.to)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </TopList>
    </Nav>
  );
}

const Nav = styled.nav`
  display: none;
  ${mq.lg} {
    display: block;
  }
`;

const TopList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Dropdown = styled.div`
  position: relative;
`;

const navItem = `
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  padding: ${space[2]} ${space[3]};
  border-radius: ${radii.sm};
  color: ${colors.ink};
  font-weight: ${fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${colors.paperAlt};
  }
`;

const NavButton = styled.button`
  ${navItem}
  border: 0;
  background: transparent;
  cursor: pointer;
`;

const NavLink = styled.a`
  ${navItem}
`;

const Chevron = styled.span`
  display: inline-block;
  transition: transform 150ms;
  &[data-open="true"] {
    transform: rotate(180deg);
  }
`;

const SubList = styled.ul`
  position: absolute;
  top: calc(100% + ${space[1]});
  left: 0;
  z-index: ${zIndices.dropdown};
  min-width: 14rem;
  margin: 0;
  padding: ${space[2]};
  list-style: none;
  background: ${colors.paper};
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  box-shadow: ${shadows.raised};
`;

const SubLink = styled.a`
  ${navItem}
  display: flex;
`;
