import styled from "@emotion/styled";
import { Link } from "gatsby";
import * as React from "react";

import { isNavGroup, mobileMenu, type NavLink } from "../../config/navigation";
import { colors, fontSizes, fontWeights, radii, space } from "../../theme/tokens";

/** The mobile menu's links; loaded on first use, since most visits never open it. */
export default function MobileMenuPanel({ onNavigate }: { onNavigate: () => void }): React.ReactElement {
  const renderLink = (link: NavLink): React.ReactElement => (
    <li key={`${link.label}-${link.to}`}>
      <MenuLink to={link.to} onClick={onNavigate}>
        {link.label}
      </MenuLink>
    </li>
  );

  return (
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
  );
}

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
