import type { LighthouseSample, LighthouseSummary } from "../lighthouse.ts";
import { comparedSuffix, jsShares, pairedRoundOrder, printJsShares, withScriptsBlocked } from "../js-share.ts";

const sample = (cpuMs: number, workerCpuMs = 0, benchmarkIndex = 1500) =>
  ({ cpuMs, workerCpuMs, benchmarkIndex }) as LighthouseSample;
const summary = (label: string, cpu: number[], workerCpu: number[] = []): LighthouseSummary => ({
  label,
  url: `http://127.0.0.1/${label}`,
  jsBytes: 0,
  samples: cpu.map((ms, index) => sample(ms, workerCpu[index])),
  failures: [],
});

describe("the JavaScript's share bench", () => {
  it("audits each page twice in a row, the second time with every script refused", () => {
    const targets = withScriptsBlocked([{ label: "/", url: "http://127.0.0.1/", jsBytes: 0 }]);
    expect(targets.map((target) => [target.label, target.blockedUrlPatterns])).toEqual([
      ["/", undefined],
      ["/ (scripts blocked)", ["*.js"]],
    ]);
  });

  it("keeps each page's two runs together and runs the floor's pair before every third route", () => {
    // floor = pair 0 (targets 0, 1); routes 1–4 = targets 2–9
    expect(pairedRoundOrder(5)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 8, 9]);
  });

  it("takes the share as the difference of the medians, with and without scripts", () => {
    const shares = jsShares([
      summary("floor", [50, 60, 55]),
      summary("floor blocked", [20, 25, 21]),
      summary("/", [140, 120, 130]),
      summary("/ blocked", [60, 59, 80]),
    ]);
    expect(shares.map((share) => [share.label, share.withScriptsMs, share.withoutScriptsMs, share.shareMs])).toEqual([
      ["floor", 55, 21, 34],
      ["/", 130, 60, 70],
    ]);
  });

  it("takes the worker threads' share the same way, so compiling moved off the main thread still shows", () => {
    const shares = jsShares([
      summary("floor", [50, 60, 55], [10, 12, 11]),
      summary("floor blocked", [20, 25, 21], [2, 3, 4]),
      summary("/", [90, 100, 95], [40, 31, 35]),
      summary("/ blocked", [60, 59, 80], [5, 6, 4]),
    ]);
    expect(shares.map((share) => [share.label, share.shareMs, share.workerShareMs])).toEqual([
      ["floor", 34, 8],
      ["/", 35, 30],
    ]);
  });

  it("leaves out a page none of whose runs could be read", () => {
    const shares = jsShares([
      summary("floor", [50]),
      summary("floor blocked", [20]),
      summary("/", []),
      summary("/ b", [1]),
    ]);
    expect(shares.map((share) => share.label)).toEqual(["floor"]);
  });

  it("counts the goal on the measured build's routes only, the compared build's rows shown beside them", () => {
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      printJsShares(
        jsShares([
          summary("floor", [60], [9]),
          summary("floor blocked", [20], [1]),
          summary("/", [70], [30]),
          summary("/ blocked", [20], [2]),
          summary(`/${comparedSuffix}`, [140], [12]),
          summary(`/${comparedSuffix} blocked`, [20], [2]),
        ]),
        1,
      );
      const printed = log.mock.calls.map((call) => String(call[0])).join("\n");
      expect(printed).toContain(`| /${comparedSuffix} | 140 | 20 | 120 | 3.00× | 10 |`);
      expect(printed).toContain("| / | 70 | 20 | 50 | 1.25× | 28 |");
      expect(printed).toContain("Share within 1.5× the floor's (60 ms): 1/1");
    } finally {
      log.mockRestore();
    }
  });
});
