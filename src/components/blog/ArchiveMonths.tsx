import styled from "@emotion/styled";
import { Link } from "gatsby";
import * as React from "react";

import type { BlogArchiveMonth } from "../../blog/types";
import { routePaths } from "../../config/route-paths";
import { colors, fontSizes, fontWeights, space } from "../../theme/tokens";

const postCount = (count: number) => `${count} ${count === 1 ? "post" : "posts"}`;

/** Consecutive months of one year, newest first, as the index shows them under the year. */
function byYear(months: BlogArchiveMonth[]): Array<[number, BlogArchiveMonth[]]> {
  const years: Array<[number, BlogArchiveMonth[]]> = [];
  for (const month of months) {
    const last = years[years.length - 1];
    if (last && last[0] === month.year) last[1].push(month);
    else years.push([month.year, [month]]);
  }
  return years;
}

/**
 * The archive index: each year, then each of its months with its number of posts and a link to
 * every page of the month, so every archive page is one click from here.
 */
export function ArchiveMonths({ months }: { months: BlogArchiveMonth[] }): React.ReactElement {
  if (months.length === 0) return <Empty>No blog posts available yet.</Empty>;
  return (
    <>
      {byYear(months).map(([year, yearMonths]) => (
        <Year key={year} aria-labelledby={`archive-${year}`}>
          <YearHeading id={`archive-${year}`}>{year}</YearHeading>
          <Months>
            {yearMonths.map((month) => (
              <li key={month.monthLabel}>
                <Link to={month.pages[0]?.path ?? routePaths.blogArchive}>{month.monthLabel}</Link>
                <Count>{postCount(month.count)}</Count>
                {month.pages.length > 1 ? (
                  <Pages>
                    {month.pages.slice(1).map((page, index) => (
                      <Link key={page.path} to={page.path}>
                        <span className="visually-hidden">{month.monthLabel}, </span>page {index + 2}
                      </Link>
                    ))}
                  </Pages>
                ) : null}
              </li>
            ))}
          </Months>
        </Year>
      ))}
    </>
  );
}

const Year = styled.section`
  margin-bottom: ${space[6]};
`;

const YearHeading = styled.h2`
  margin: 0 0 ${space[3]};
  font-size: ${fontSizes.xl};
`;

const Months = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${colors.brandStrong};
    font-weight: ${fontWeights.medium};
  }
`;

const Count = styled.span`
  margin-left: ${space[2]};
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
`;

const Pages = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin-left: ${space[3]};
  font-size: ${fontSizes.sm};
`;

const Empty = styled.p`
  color: ${colors.inkMuted};
  font-size: ${fontSizes.lg};
`;
