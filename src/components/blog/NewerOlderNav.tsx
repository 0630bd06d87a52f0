import styled from "@emotion/styled";
import { Link } from "gatsby";
import * as React from "react";

import type { BlogPageLink } from "../../blog/types";
import { colors, fontSizes, fontWeights, lineHeights, radii, sizes, space } from "../../theme/tokens";
import { StaticIsland } from "../static/StaticIsland";

interface NewerOlderNavProps {
  /** The landmark's name: "More posts", "More archive pages". */
  label: string;
  newer: BlogPageLink | null;
  older: BlogPageLink | null;
  /** What each link is, shown above its title: "Newer post", "Older post". */
  newerCaption: string;
  olderCaption: string;
}

/** The way on from a blog page: the next older page on the left, the next newer on the right, each by its title. */
export function NewerOlderNav({
  label,
  newer,
  older,
  newerCaption,
  olderCaption,
}: NewerOlderNavProps): React.ReactElement | null {
  if (!newer && !older) return null;
  return (
    <StaticIsland root={Nav} kind="post-cards" aria-label={label}>
      {older ? (
        <Step to={older.path} rel="prev">
          <Caption>
            <span aria-hidden="true">← </span>
            {olderCaption}
          </Caption>
          <Title>{older.label}</Title>
        </Step>
      ) : null}
      {newer ? (
        <Step to={newer.path} rel="next" data-side="newer">
          <Caption>
            {newerCaption}
            <span aria-hidden="true"> →</span>
          </Caption>
          <Title>{newer.label}</Title>
        </Step>
      ) : null}
    </StaticIsland>
  );
}

const Nav = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${space[4]};
  max-width: ${sizes.prose};
  margin: 0 auto;
  padding: 0 ${space[4]} ${space[8]};
`;

const Step = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${space[4]};
  border: 1px solid ${colors.line};
  border-radius: ${radii.lg};
  color: ${colors.ink};
  text-decoration: none;
  &[data-side="newer"] {
    grid-column: -2;
    text-align: right;
  }
  &:hover {
    border-color: ${colors.brand};
  }
`;

const Caption = styled.span`
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
`;

const Title = styled.span`
  color: ${colors.brandStrong};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.snug};
`;
