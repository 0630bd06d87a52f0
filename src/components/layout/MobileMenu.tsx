import styled from "@emotion/styled";
import { Link } from "gatsby";
import * as React from "react";

import { isNavGroup, mobileMenu, type NavLink } from "../../config/navigation";
import { useDismiss } from "../../hooks/use-dismiss";
import { mq } from "../../theme/media";
import { colors, fontSizes, fontWeights, radii, shadows, sizes, space, zIndices } from "../../theme/tokens";

/** The toggle menu below the lg breakpoint. Escape or any link closes it. */
export function MobileMenu(): React.ReactElement {
  const [open, setOpen] = React.useState(false);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const panelRef = React.useRef<HTMLDivElement>(null);
  const close = React.useCallback(() => setOpen(false), []);
  useDismiss(open, close, panelRef, toggleRef);

  const renderLink = (link: NavLink): React.ReactElement => (
    <li key={`${link.label}-${link.to}`}>
      <MenuLink to={link.to} onClick={close}>
        {link.label}
      </MenuLink>
    </li>
  );

  return (
    <Wrapper>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Bars aria-hidden="true" data-open={open}>
          <span />
          <span />
          <span />
        </Bars>
      </Toggle>
      <Panel id="mobile-menu" ref={panelRef} hidden={!open}>
        <nav aria-label="Mobile">
          <List>
            {mobileMenu.map((item) =>
              isNavGroup(item) ? (
                <li key={item.label}>
                  <GroupLabel id={`mobile-group-${item.label.toLowerCase()}`}>{item.label}</GroupLabel>
                  <SubList aria-labelledby={`mobile-group-${item.label.toLowerCase()}`}>
                    {item.links.map(renderLink)}
                  </SubList>
                </li>
              ) : (
                renderLink(item)
              ),
            )}
          </List>
        </nav>
      </Panel>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  ${mq.lg} {
    display: none;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  background: ${colors.paper};
  cursor: pointer;
`;

const Bars = styled.span`
  display: grid;
  gap: 4px;
  span {
    display: block;
    width: 20px;
    height: 2px;
    background: ${colors.ink};
  }
`;

const Panel = styled.div`
  position: fixed;
  top: ${sizes.headerHeight};
  right: 0;
  left: 0;
  z-index: ${zIndices.dropdown};
  max-height: calc(100vh - ${sizes.headerHeight});
  overflow-y: auto;
  padding: ${space[4]};
  background: ${colors.paper};
  border-top: 1px solid ${colors.line};
  box-shadow: ${shadows.raised};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SubList = styled.ul`
  margin: 0 0 ${space[2]};
  padding: 0 0 0 ${space[4]};
  list-style: none;
`;

const GroupLabel = styled.p`
  margin: ${space[3]} 0 ${space[1]};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  color: ${colors.inkMuted};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const MenuLink = styled(Link)`
  display: block;
  padding: ${space[3]} ${space[2]};
  color: ${colors.ink};
  font-weight: ${fontWeights.medium};
  text-decoration: none;
  border-radius: ${radii.sm};
  &:hover {
    background: ${colors.paperAlt};
  }
`;
