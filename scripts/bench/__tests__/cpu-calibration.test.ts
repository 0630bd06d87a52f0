import { calibratedSlowdown, lighthouseReferenceIndex } from "../cpu-calibration.ts";

describe("calibratedSlowdown", () => {
  it("keeps Lighthouse's 4× on the host it is meant for", () => {
    expect(calibratedSlowdown(lighthouseReferenceIndex, lighthouseReferenceIndex, 4)).toBe(4);
  });

  it("slows a faster host down more, and a slower one less, in proportion to their benchmarkIndex", () => {
    expect(calibratedSlowdown(3900, 1500, 4)).toBe(10.4);
    expect(calibratedSlowdown(1300, 1500, 4)).toBe(3.5);
  });
});
