/**
 * The ROI calculator's formulas (SPEC.md section 9, read as DECISIONS.md
 * fixes them). Pure functions: the component only parses, calls and prints.
 */
export interface RoiInputs {
  investment: number;
  monthlyCustomers: number;
  liftPercent: number;
  lifetimeValue: number;
  months: number;
}

export interface RoiResult {
  /** investment / (monthlyCustomers x months) */
  lifetimeCac: number;
  /** investment / (monthlyCustomers x lifetimeValue), unrounded */
  breakEvenMonths: number;
  /** The whole months in "Break even in N month(s)" */
  breakEvenCeiling: number;
  baselineCustomers: number;
  extraCustomers: number;
  additionalRevenue: number;
  totalReturn: number;
  /** Rounded to a whole number */
  roiPercent: number;
}

export const roiDefaults: RoiInputs = {
  investment: 5000,
  monthlyCustomers: 10,
  liftPercent: 35,
  lifetimeValue: 3000,
  months: 24,
};

export const sliderBounds = {
  monthlyCustomers: { min: 1, max: 50, step: 1 },
  liftPercent: { min: 10, max: 100, step: 5 },
  months: { min: 6, max: 60, step: 6 },
} as const;

export function roiFromInputs({
  investment,
  monthlyCustomers,
  liftPercent,
  lifetimeValue,
  months,
}: RoiInputs): RoiResult {
  const baselineCustomers = monthlyCustomers / (1 + liftPercent / 100);
  const extraCustomers = (monthlyCustomers - baselineCustomers) * months;
  const totalReturn = monthlyCustomers * lifetimeValue;
  const breakEvenMonths = investment / (monthlyCustomers * lifetimeValue);
  return {
    lifetimeCac: investment / (monthlyCustomers * months),
    breakEvenMonths,
    breakEvenCeiling: Math.max(1, Math.ceil(breakEvenMonths)),
    baselineCustomers,
    extraCustomers,
    additionalRevenue: extraCustomers * lifetimeValue,
    totalReturn,
    roiPercent: Math.round(((totalReturn - investment) / investment) * 100),
  };
}

// No Intl.NumberFormat: building even the plain grouping one took 47-88 ms at 4× in a fresh
// Chromium tab (the first in a renderer process; docs/performance.md), and the chart's summary
// formats while the pricing page hydrates. Grouping an integer's digits by three is all "en-US" without decimals does.
const everyThirdDigitFromTheRight = /\B(?=(\d{3})+$)/g;

/** "$186,667" (and "-$20"): US dollars, no decimals, thousands separators. */
export function formatUsd(amount: number): string {
  const rounded = Math.round(amount);
  const magnitude = Math.abs(rounded);
  // BigInt writes every digit; a number's own toString switches to "1e+21" from there on.
  const digits = Number.isFinite(magnitude)
    ? BigInt(magnitude).toString().replace(everyThirdDigitFromTheRight, ",")
    : "∞";
  return `${rounded < 0 ? "-" : ""}$${digits}`;
}

/** "+500%" when positive, "-20%" when negative, "0%" at zero. */
export function formatRoi(percent: number): string {
  return `${percent > 0 ? "+" : ""}${percent}%`;
}

/** One decimal: 0.1667 → "0.2". */
export function formatMonths(months: number): string {
  return months.toFixed(1);
}

export function breakEvenSentence(ceiling: number): string {
  return `Break even in ${ceiling} ${ceiling === 1 ? "month" : "months"}`;
}

export type AmountParse = { ok: true; value: number } | { ok: false; error: string };

/** Reads a free money field: empty, non-numeric, zero and negative values are refused with a message. */
export function parseAmount(raw: string, label: string): AmountParse {
  const text = raw.trim().replace(/[$,\s]/g, "");
  if (text === "") return { ok: false, error: `Enter the ${label}.` };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, error: `The ${label} must be a number, like 5000.` };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, error: `The ${label} must be a number, like 5000.` };
  if (value <= 0) return { ok: false, error: `The ${label} must be greater than zero.` };
  return { ok: true, value };
}

export interface ReturnPoint {
  month: number;
  cumulativeReturn: number;
}

/** Cumulative return month by month (month 0 to the horizon), the series the chart draws. */
export function cumulativeReturns(inputs: RoiInputs): ReturnPoint[] {
  const monthly = inputs.monthlyCustomers * inputs.lifetimeValue;
  return Array.from({ length: inputs.months + 1 }, (_, month) => ({ month, cumulativeReturn: monthly * month }));
}
