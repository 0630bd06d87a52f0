// Lighthouse's CPU throttling is relative to the host (its docs/throttling.md, "Calibrating
// the CPU slowdown"): the default 4× turns a host of benchmarkIndex ~1500 into its mid-tier
// phone. This kind of machine measures 1300–4100 from one session to the next; at 4× a fast
// session's TBT was 0 ms on every route where a slow one's was 40–390 ms. Scaling the slowdown
// by the measured index lets any session measure as the slow host would.

/** The benchmarkIndex Lighthouse's default 4× is meant for (the foot of its high-end desktop bracket). */
export const lighthouseReferenceIndex = 1500;

/**
 * The CPU slowdown under which a host now measuring `measuredIndex` behaves like one measuring
 * `hostIndex` under `defaultSlowdown`; one decimal, as Lighthouse reports it.
 */
export function calibratedSlowdown(measuredIndex: number, hostIndex: number, defaultSlowdown: number): number {
  return Math.round(defaultSlowdown * (measuredIndex / hostIndex) * 10) / 10;
}
