import {
  breakEvenSentence,
  cumulativeReturns,
  formatMonths,
  formatRoi,
  formatUsd,
  parseAmount,
  roiDefaults,
  roiFromInputs,
} from "../roi";

describe("roiFromInputs", () => {
  it("gives the figures DECISIONS.md lists for the defaults", () => {
    const result = roiFromInputs(roiDefaults);
    expect(formatUsd(result.lifetimeCac)).toBe("$21");
    expect(formatMonths(result.breakEvenMonths)).toBe("0.2");
    expect(breakEvenSentence(result.breakEvenCeiling)).toBe("Break even in 1 month");
    expect(formatUsd(result.additionalRevenue)).toBe("$186,667");
    expect(formatUsd(result.totalReturn)).toBe("$30,000");
    expect(formatRoi(result.roiPercent)).toBe("+500%");
  });

  it("follows the formulas for other inputs", () => {
    const result = roiFromInputs({
      investment: 90000,
      monthlyCustomers: 5,
      liftPercent: 100,
      lifetimeValue: 1000,
      months: 12,
    });
    expect(result.lifetimeCac).toBe(1500);
    expect(result.breakEvenMonths).toBe(18);
    expect(breakEvenSentence(result.breakEvenCeiling)).toBe("Break even in 18 months");
    expect(result.baselineCustomers).toBe(2.5);
    expect(result.extraCustomers).toBe(30);
    expect(result.additionalRevenue).toBe(30000);
    expect(result.totalReturn).toBe(5000);
    expect(formatRoi(result.roiPercent)).toBe("-94%");
  });

  it("draws cumulative return from month 0 to the horizon", () => {
    const series = cumulativeReturns({ ...roiDefaults, months: 6 });
    expect(series).toHaveLength(7);
    expect(series[0]).toEqual({ month: 0, cumulativeReturn: 0 });
    expect(series[6]).toEqual({ month: 6, cumulativeReturn: 180000 });
  });
});

describe("parseAmount", () => {
  it.each([
    ["", "Enter the video investment."],
    ["   ", "Enter the video investment."],
    ["abc", "The video investment must be a number, like 5000."],
    ["12e999", "The video investment must be a number, like 5000."],
    ["0", "The video investment must be greater than zero."],
    ["-50", "The video investment must be greater than zero."],
  ])("refuses %j", (raw, error) => {
    expect(parseAmount(raw, "video investment")).toEqual({ ok: false, error });
  });

  it("accepts plain and formatted positive numbers", () => {
    expect(parseAmount("5000", "x")).toEqual({ ok: true, value: 5000 });
    expect(parseAmount("$12,500.50", "x")).toEqual({ ok: true, value: 12500.5 });
  });
});

describe("formatUsd", () => {
  it.each([
    [0, "$0"],
    [-0.4, "$0"],
    [999.5, "$1,000"],
    [1234567.4, "$1,234,567"],
    [-20.4, "-$20"],
    [-186667, "-$186,667"],
    [100, "$100"],
    [1000, "$1,000"],
    [1e21, "$1,000,000,000,000,000,000,000"],
    [Number.POSITIVE_INFINITY, "$∞"],
  ])("prints %p as %s", (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it("prints what Intl's en-US grouping prints, without building an Intl formatter", async () => {
    const amounts = [0, 7, 999, 1000, 12345, 186667, 1234567, -98765432, 2 ** 53];
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    const expected = amounts.map((amount) => `${amount < 0 ? "-" : ""}$${intl.format(Math.abs(amount))}`);
    // Building one costs a first visit to the pricing page 12-22 ms while it hydrates (roi.ts).
    // A fresh copy of the module, so nothing it built for the tests above counts.
    const built = jest.spyOn(Intl, "NumberFormat");
    let freshFormatUsd: typeof formatUsd = () => "";
    await jest.isolateModulesAsync(async () => {
      ({ formatUsd: freshFormatUsd } = await import("../roi"));
    });
    expect(amounts.map(freshFormatUsd)).toEqual(expected);
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});
