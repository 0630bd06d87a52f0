import styled from "@emotion/styled";
import * as React from "react";

import { mq } from "../../theme/media";
import { Card } from "../../components/ui/Card";
import { colors, fontSizes, fontWeights, space } from "../../theme/tokens";
import { AmountField, SliderField } from "./RoiFields";
import { RoiChart } from "./RoiChart";
import {
  breakEvenSentence,
  cumulativeReturns,
  formatMonths,
  formatRoi,
  formatUsd,
  parseAmount,
  roiDefaults,
  roiFromInputs,
  sliderBounds,
} from "./roi";

/** The pricing page's calculator: inputs on the left, live results and the chart on the right. */
export function RoiCalculator(): React.ReactElement {
  const [investmentText, setInvestmentText] = React.useState(String(roiDefaults.investment));
  const [lifetimeValueText, setLifetimeValueText] = React.useState(String(roiDefaults.lifetimeValue));
  const [monthlyCustomers, setMonthlyCustomers] = React.useState(roiDefaults.monthlyCustomers);
  const [liftPercent, setLiftPercent] = React.useState(roiDefaults.liftPercent);
  const [months, setMonths] = React.useState(roiDefaults.months);

  const investment = parseAmount(investmentText, "video investment");
  const lifetimeValue = parseAmount(lifetimeValueText, "customer lifetime value");
  const inputs =
    investment.ok && lifetimeValue.ok
      ? { investment: investment.value, lifetimeValue: lifetimeValue.value, monthlyCustomers, liftPercent, months }
      : null;
  const result = inputs ? roiFromInputs(inputs) : null;
  const show = (text: string | null) => text ?? "—";

  return (
    <Layout>
      <Card as="section" aria-labelledby="roi-inputs-title">
        <h3 id="roi-inputs-title">Your numbers</h3>
        <AmountField
          id="roi-investment"
          label="Video investment (USD)"
          value={investmentText}
          onChange={setInvestmentText}
          error={investment.ok ? undefined : investment.error}
        />
        <SliderField
          id="roi-customers"
          label="Monthly customers from video"
          value={monthlyCustomers}
          display={String(monthlyCustomers)}
          onChange={setMonthlyCustomers}
          {...sliderBounds.monthlyCustomers}
        />
        <SliderField
          id="roi-lift"
          label="Conversion rate lift"
          value={liftPercent}
          display={`${liftPercent}%`}
          onChange={setLiftPercent}
          {...sliderBounds.liftPercent}
        />
        <AmountField
          id="roi-lifetime-value"
          label="Customer lifetime value (USD)"
          value={lifetimeValueText}
          onChange={setLifetimeValueText}
          error={lifetimeValue.ok ? undefined : lifetimeValue.error}
        />
        <SliderField
          id="roi-months"
          label="Time horizon"
          value={months}
          display={`${months} months`}
          onChange={setMonths}
          {...sliderBounds.months}
        />
      </Card>
      <Card as="section" aria-labelledby="roi-results-title">
        <h3 id="roi-results-title">Your projected return</h3>
        <div aria-live="polite" aria-atomic="true" data-testid="roi-results">
          {result ? null : <Hint>Fix the highlighted field to see your results.</Hint>}
          <Figures>
            <div>
              <dt>Lifetime customer acquisition cost</dt>
              <dd>{show(result && formatUsd(result.lifetimeCac))}</dd>
            </div>
            <div>
              <dt>Break-even</dt>
              <dd>
                {result ? `${formatMonths(result.breakEvenMonths)} months` : "—"}
                {result ? <Small>{breakEvenSentence(result.breakEvenCeiling)}</Small> : null}
              </dd>
            </div>
            <div>
              <dt>Additional revenue</dt>
              <dd>{show(result && formatUsd(result.additionalRevenue))}</dd>
            </div>
            <div>
              <dt>Total return</dt>
              <dd>{show(result && formatUsd(result.totalReturn))}</dd>
            </div>
            <div>
              <dt>ROI</dt>
              <dd>{show(result && formatRoi(result.roiPercent))}</dd>
            </div>
          </Figures>
        </div>
        {inputs && result ? (
          <RoiChart
            series={cumulativeReturns(inputs)}
            investment={inputs.investment}
            breakEvenMonths={result.breakEvenMonths}
          />
        ) : null}
      </Card>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  /* minmax(0, …): a wide figure or chart shrinks with the column instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[5]};
  ${mq.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const Figures = styled.dl`
  display: grid;
  gap: ${space[3]};
  margin: 0 0 ${space[5]};
  ${mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
  dt {
    color: ${colors.inkMuted};
    font-size: ${fontSizes.sm};
  }
  dd {
    margin: 0;
    color: ${colors.ink};
    font-size: ${fontSizes["2xl"]};
    font-weight: ${fontWeights.bold};
  }
`;

const Small = styled.span`
  display: block;
  color: ${colors.success};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
`;

const Hint = styled.p`
  color: ${colors.danger};
`;
