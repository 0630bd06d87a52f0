import styled from "@emotion/styled";
import * as React from "react";

import { colors, fontSizes } from "../../theme/tokens";
import { type ReturnPoint, formatMonths, formatUsd } from "./roi";

interface RoiChartProps {
  series: ReturnPoint[];
  investment: number;
  breakEvenMonths: number;
}

// Chart geometry in SVG user units; the SVG scales to its container.
// A narrow viewBox keeps the labels readable when the chart shrinks on phones.
const width = 480;
const height = 280;
const pad = { top: 24, right: 24, bottom: 44, left: 84 };
const labelSize = 16;
const plotWidth = width - pad.left - pad.right;
const plotHeight = height - pad.top - pad.bottom;

/** Cumulative return against the investment over the horizon, break-even marked, with a text alternative. */
export function RoiChart({ series, investment, breakEvenMonths }: RoiChartProps): React.ReactElement {
  const months = series[series.length - 1]?.month ?? 1;
  const finalReturn = series[series.length - 1]?.cumulativeReturn ?? 0;
  const top = Math.max(finalReturn, investment) * 1.1 || 1;
  const x = (month: number) => pad.left + (Math.min(month, months) / months) * plotWidth;
  const y = (amount: number) => pad.top + plotHeight - (amount / top) * plotHeight;
  const points = series.map((point) => `${x(point.month)},${y(point.cumulativeReturn)}`).join(" ");
  const breaksEven = breakEvenMonths <= months;
  const summary = `Cumulative return grows from $0 to ${formatUsd(finalReturn)} over ${months} months, against an investment of ${formatUsd(investment)}. ${
    breaksEven
      ? `It passes the investment at month ${formatMonths(breakEvenMonths)}.`
      : `It does not pass the investment within ${months} months.`
  }`;

  return (
    <Figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        fontSize={labelSize}
        role="img"
        aria-labelledby="roi-chart-title"
        aria-describedby="roi-chart-desc"
      >
        <title id="roi-chart-title">Cumulative return against investment</title>
        <desc id="roi-chart-desc">{summary}</desc>
        <line x1={pad.left} y1={y(0)} x2={width - pad.right} y2={y(0)} stroke={colors.line} />
        <line x1={pad.left} y1={pad.top} x2={pad.left} y2={y(0)} stroke={colors.line} />
        <text x={pad.left - 8} y={y(0)} textAnchor="end" dominantBaseline="middle">
          $0
        </text>
        <text x={pad.left - 8} y={y(top / 1.1)} textAnchor="end" dominantBaseline="middle">
          {formatUsd(top / 1.1)}
        </text>
        <text x={pad.left} y={height - 12}>
          Month 0
        </text>
        <text x={width - pad.right} y={height - 12} textAnchor="end">
          Month {months}
        </text>
        <line
          x1={pad.left}
          y1={y(investment)}
          x2={width - pad.right}
          y2={y(investment)}
          stroke={colors.accent}
          strokeDasharray="6 4"
          strokeWidth={2}
        />
        <polyline points={points} fill="none" stroke={colors.brand} strokeWidth={3} />
        {breaksEven ? (
          <g>
            <circle cx={x(breakEvenMonths)} cy={y(investment)} r={6} fill={colors.success} />
            <text x={x(breakEvenMonths) + 10} y={y(investment) - 10}>
              Break-even
            </text>
          </g>
        ) : null}
      </svg>
      <Legend aria-hidden="true">
        <span data-series="return">Cumulative return</span>
        <span data-series="investment">Investment</span>
      </Legend>
      <figcaption className="visually-hidden">{summary}</figcaption>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
    fill: ${colors.inkMuted};
  }
`;

const Legend = styled.p`
  display: flex;
  gap: 1.5em;
  margin: 0.5em 0 0;
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
  span::before {
    content: "";
    display: inline-block;
    width: 1.5em;
    height: 3px;
    margin-right: 0.5em;
    vertical-align: middle;
    background: ${colors.brand};
  }
  span[data-series="investment"]::before {
    background: ${colors.accent};
  }
`;
