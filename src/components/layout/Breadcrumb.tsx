import styled from "@emotion/styled";
import { Link } from "gatsby";
import * as React from "react";

import { colors, fontSizes, sizes, space } from "../../theme/tokens";
import { StaticIsland } from "../static/StaticIsland";
import { breadcrumbTrail } from "./breadcrumb-trail";

interface BreadcrumbProps {
  pathname: string;
  lastLabel?: string;
  segmentLabels?: Record<string, string>;
}

/** Hidden on the home route; elsewhere Home plus one crumb per segment. Static: links only (StaticIsland). */
export function Breadcrumb({ pathname, lastLabel, segmentLabels }: BreadcrumbProps): React.ReactElement | null {
  const crumbs = breadcrumbTrail(pathname, lastLabel, segmentLabels);
  if (crumbs.length < 2) return null;

  return (
    <StaticIsland root={Nav} kind="breadcrumb" aria-label="Breadcrumb">
      <List>
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1;
          return (
            <Item key={crumb.to}>
              {isCurrent ? <span aria-current="page">{crumb.label}</span> : <Link to={crumb.to}>{crumb.label}</Link>}
            </Item>
          );
        })}
      </List>
    </StaticIsland>
  );
}

const Nav = styled.nav`
  max-width: ${sizes.content};
  margin: 0 auto;
  padding: ${space[3]} ${space[4]} 0;
  font-size: ${fontSizes.sm};
  color: ${colors.inkMuted};
`;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  & + &::before {
    content: "/";
    color: ${colors.inkMuted};
  }
  a {
    color: ${colors.brandStrong};
  }
`;
