// Lighthouse 12.8 (mobile preset, the default: simulated slow 4G, 4× CPU) in Debian's
// Chromium. Every route runs `runs` times, in rounds (each round visits every route once),
// and the bare Gatsby page (the floor) runs before every `floorEvery` routes of each round.
// This kind of machine's speed drifts by 2× within minutes (benchmarkIndex 1300–2900): a
// floor measured once at the start was compared with routes measured 20 minutes later, and
// its own TBT was 9 ms in one full run and 41 ms in the next, moving every route's ratio
// 4.5× with it. Sampled all through the run, the floor meets the conditions the routes met.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Flags, Result, Trace } from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";

import { chromiumFlags, chromiumPath } from "../machine/chromium.ts";
import { roundOrder } from "./lighthouse-rounds.ts";
import { cpuSlowdownFor } from "./mobile-throttling.ts";
import { mainThreadCpu, workerThreadCpu } from "./trace-main-thread.ts";
import type { TraceEvent } from "./trace-main-thread.ts";

// Lighthouse drives Chromium over its debugging port; the new headless mode is what it expects.
const chromeFlags = ["--headless=new", ...chromiumFlags.filter((flag) => flag !== "--headless")];

/** One Lighthouse run of one URL, as the tables read it. */
export interface LighthouseSample {
  scores: number[];
  fcp: number;
  lcp: number;
  tbt: number;
  taskMs: number;
  cpuMs: number;
  /** The renderer's worker threads' CPU (trace-main-thread.ts): compiling moved off the main thread. */
  workerCpuMs: number;
  cpuTbt: number;
  cpuTbtSlower: number;
  longestCpuMs: number;
  cls: number;
  benchmarkIndex: number;
  cpuSlowdown: number;
  lcpElement: string;
  failing: string[];
}

/** A page to audit: its label in the tables, its URL and its first-load JavaScript. */
export interface LighthouseTarget {
  label: string;
  url: string;
  jsBytes: number;
  /** Requests Chromium refuses in this target's runs (Lighthouse's `blockedUrlPatterns`). */
  blockedUrlPatterns?: string[];
}

/** A target with its samples and the error codes of the runs Lighthouse could not read. */
export interface LighthouseSummary extends LighthouseTarget {
  samples: LighthouseSample[];
  failures: string[];
}

/** The parts of two audits' details read here (their full types are unions of every audit's). */
interface LcpElementDetails {
  items?: Array<{ items?: Array<{ node?: { nodeLabel?: string } }> }>;
}
interface DiagnosticsDetails {
  items?: Array<{ totalTaskTime?: number }>;
}

export const categories = ["performance", "accessibility", "best-practices", "seo"];

export { median } from "./median.ts";

/** An audit's numeric value (0 when Lighthouse left it out). */
const numeric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? 0;

function sampleOf(lhr: Result, trace: Trace | undefined): LighthouseSample {
  const cpuSlowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  const events = (trace?.traceEvents ?? []) as TraceEvent[];
  const cpu = mainThreadCpu(events, { cpuSlowdown });
  // The same trace on a host half as fast: what a slower phone would block for.
  const slowerHost = mainThreadCpu(events, { cpuSlowdown: 2 * cpuSlowdown });
  const lcpElement = (lhr.audits["largest-contentful-paint-element"]?.details as LcpElementDetails | undefined)
    ?.items?.[0]?.items?.[0]?.node;
  return {
    scores: categories.map((name) => Math.round((lhr.categories[name]?.score ?? 0) * 100)),
    fcp: numeric(lhr, "first-contentful-paint"),
    lcp: numeric(lhr, "largest-contentful-paint"),
    tbt: numeric(lhr, "total-blocking-time"),
    // The main thread's busy time in the observed (unthrottled) load: every top-level task, not
    // only the part over 50 ms that TBT counts after scaling by the CPU slowdown. A task near that
    // threshold moves TBT by tens of ms between runs and this sum by a few.
    taskMs: (lhr.audits.diagnostics?.details as DiagnosticsDetails | undefined)?.items?.[0]?.totalTaskTime ?? 0,
    // The same work by the main thread's CPU time (trace-main-thread.ts): what other processes'
    // load does not inflate.
    cpuMs: cpu?.cpuMs ?? 0,
    workerCpuMs: workerThreadCpu(events) ?? 0,
    cpuTbt: cpu?.blockingCpuMs ?? 0,
    cpuTbtSlower: slowerHost?.blockingCpuMs ?? 0,
    longestCpuMs: cpu?.longestCpuMs ?? 0,
    cls: numeric(lhr, "cumulative-layout-shift"),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    lcpElement: lcpElement ? `${lcpElement.nodeLabel ?? ""}`.slice(0, 40).replace(/\|/g, "/") : "",
    failing: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id),
  };
}

/**
 * Runs Lighthouse on `targets` ({ label, url, jsBytes }, the floor first) in `runs` rounds;
 * resolves with one summary each. The floor gets a sample before every `floorEvery` routes
 * of a round; every route gets `runs` samples. With `hostIndex`, each run's CPU slowdown is
 * calibrated from the benchmarkIndex of the run before it (a first, discarded run of the
 * floor gives the first), so the figures are those of a host of that index.
 */
export async function lighthouseSummaries(
  targets: LighthouseTarget[],
  runs: number,
  {
    onSample,
    hostIndex,
    order = roundOrder(targets.length - 1),
  }: {
    onSample?: (label: string, sample: LighthouseSample) => void;
    hostIndex?: number;
    /** The targets' indexes in the order of one round (default: the floor before every fifth route). */
    order?: number[];
  } = {},
): Promise<LighthouseSummary[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  const summaries: LighthouseSummary[] = targets.map((target) => ({ ...target, samples: [], failures: [] }));
  const audit = async (
    target: LighthouseTarget,
    lastIndex?: number,
  ): Promise<{ lhr: Result; trace: Trace | undefined }> => {
    const cpuSlowdownMultiplier = cpuSlowdownFor(hostIndex, lastIndex);
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
      blockedUrlPatterns: target.blockedUrlPatterns ?? null,
    };
    const result = await lighthouse(target.url, flags);
    if (!result) throw new Error(`Lighthouse returned no result for ${target.url}`);
    return { lhr: result.lhr, trace: result.artifacts.Trace };
  };
  try {
    const floor = targets[0];
    let lastIndex = hostIndex && floor ? (await audit(floor)).lhr.environment.benchmarkIndex : undefined;
    for (let round = 0; round < runs; round += 1) {
      for (const index of order) {
        const summary = summaries[index];
        if (!summary) continue;
        // A run Lighthouse cannot read (NO_NAVSTART: its trace lost the navigation, a few
        // runs in a hundred here) is repeated, up to twice, so medians stay of `runs` samples.
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const { lhr, trace } = await audit(summary, lastIndex);
          if (lhr.runtimeError) {
            summary.failures.push(lhr.runtimeError.code);
            continue;
          }
          const sample = sampleOf(lhr, trace);
          lastIndex = sample.benchmarkIndex;
          summary.samples.push(sample);
          onSample?.(summary.label, sample);
          break;
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return summaries;
}
