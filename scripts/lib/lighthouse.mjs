// Lighthouse 12.8 (mobile preset, the default: simulated slow 4G, 4× CPU) in Debian's
// Chromium. Every route runs `runs` times, in rounds (each round visits every route once),
// and the bare Gatsby page (the floor) runs before every `floorEvery` routes of each round.
// This kind of machine's speed drifts by 2× within minutes (benchmarkIndex 1300–2900): a
// floor measured once at the start was compared with routes measured 20 minutes later, and
// its own TBT was 9 ms in one full run and 41 ms in the next, moving every route's ratio
// 4.5× with it. Sampled all through the run, the floor meets the conditions the routes met.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";

import { chromiumFlags, chromiumPath } from "./chromium.mjs";
import { kb } from "./first-load-js.mjs";
import { roundOrder } from "./lighthouse-rounds.mjs";
import { cpuSlowdownFor } from "./mobile-throttling.mjs";

// Lighthouse drives Chromium over its debugging port; the new headless mode is what it expects.
const chromeFlags = ["--headless=new", ...chromiumFlags.filter((flag) => flag !== "--headless")];

const categories = ["performance", "accessibility", "best-practices", "seo"];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function sampleOf(lhr) {
  const lcpElement = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  return {
    scores: categories.map((name) => Math.round((lhr.categories[name]?.score ?? 0) * 100)),
    fcp: lhr.audits["first-contentful-paint"].numericValue,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    // The main thread's busy time in the observed (unthrottled) load: every top-level task, not
    // only the part over 50 ms that TBT counts after scaling by the CPU slowdown. A task near that
    // threshold moves TBT by tens of ms between runs and this sum by a few.
    taskMs: lhr.audits.diagnostics?.details?.items?.[0]?.totalTaskTime ?? 0,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
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
export async function lighthouseSummaries(targets, runs, { onSample, hostIndex } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  const summaries = targets.map((target) => ({ ...target, samples: [], failures: [] }));
  const audit = async (url, lastIndex) => {
    const cpuSlowdownMultiplier = cpuSlowdownFor(hostIndex, lastIndex);
    const flags = { port: chrome.port, output: "json", logLevel: "error", throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } };
    return (await lighthouse(url, flags)).lhr;
  };
  try {
    let lastIndex = hostIndex ? (await audit(targets[0].url)).environment.benchmarkIndex : undefined;
    for (let round = 0; round < runs; round += 1) {
      for (const index of roundOrder(targets.length - 1)) {
        const summary = summaries[index];
        // A run Lighthouse cannot read (NO_NAVSTART: its trace lost the navigation, a few
        // runs in a hundred here) is repeated, up to twice, so medians stay of `runs` samples.
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const lhr = await audit(summary.url, lastIndex);
          if (lhr.runtimeError) {
            summary.failures.push(lhr.runtimeError.code);
            continue;
          }
          const sample = sampleOf(lhr);
          lastIndex = sample.benchmarkIndex;
          summary.samples.push(sample);
          onSample?.(summary.label, sample);
          break;
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  return summaries;
}

const ratio = (value, floor) => (floor > 0 ? `${(value / floor).toFixed(2)}×` : "–");
const spread = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

/** Each figure's median over a route's runs. */
function medians(samples) {
  const of = (pick) => median(samples.map(pick));
  return {
    scores: categories.map((_, index) => of((sample) => sample.scores[index])),
    fcp: of((sample) => sample.fcp),
    lcp: of((sample) => sample.lcp),
    tbt: of((sample) => sample.tbt),
    taskMs: of((sample) => sample.taskMs),
    cls: of((sample) => sample.cls),
  };
}

/** Prints the medians, with the first summary (the bare Gatsby page) as the floor. */
export function printLighthouseTable([floor, ...routes], runs, { hostIndex } = {}) {
  const floorTbt = median(floor.samples.map((sample) => sample.tbt));
  const floorTaskMs = median(floor.samples.map((sample) => sample.taskMs));
  console.log(`\nLighthouse 12.8 mobile, median of ${runs} runs per route in ${runs} interleaved rounds;`);
  if (hostIndex) console.log(`CPU slowdown calibrated per run to a host of benchmarkIndex ${hostIndex} (× after each index);`);
  console.log(`floor: ${floor.label}, ${floor.samples.length} runs spread through the rounds\n`);
  console.log(
    `| route | ${categories.join(" | ")} | FCP ms | LCP ms | TBT ms | TBT runs | TBT/floor | main thread ms | main thread runs | main thread/floor | CLS | JS KB | JS/floor | benchmarkIndex per run | LCP element |`,
  );
  console.log(`|---|${categories.map(() => "---:").join("|")}|---:|---:|---:|---|---:|---:|---|---:|---:|---:|---:|---|---|`);
  const goals = [];
  for (const summary of [floor, ...routes]) {
    const { samples } = summary;
    if (samples.length === 0) {
      console.log(`| ${summary.label} | all runs failed: ${summary.failures.join(", ")} |`);
      continue;
    }
    const route = medians(samples);
    if (summary !== floor) {
      goals.push({
        performance: route.scores[0] >= 98,
        tbt: route.tbt <= 100,
        tbtFloor: route.tbt <= 1.5 * floorTbt,
        taskFloor: route.taskMs <= 1.5 * floorTaskMs,
        lcp: route.lcp <= 1200,
        cls: route.cls === 0,
      });
    }
    const failing = [...new Set(samples.flatMap((sample) => sample.failing))];
    const cells = [
      summary.label,
      ...route.scores,
      Math.round(route.fcp),
      Math.round(route.lcp),
      Math.round(route.tbt),
      spread(samples.map((sample) => sample.tbt)),
      ratio(route.tbt, floorTbt),
      Math.round(route.taskMs),
      spread(samples.map((sample) => sample.taskMs)),
      ratio(route.taskMs, floorTaskMs),
      route.cls.toFixed(3),
      kb(summary.jsBytes),
      ratio(summary.jsBytes, floor.jsBytes),
      summary === floor
        ? spread(samples.map((sample) => sample.benchmarkIndex))
        : samples.map((sample) => `${sample.benchmarkIndex}${hostIndex ? ` ×${sample.cpuSlowdown}` : ""}`).join(", "),
      [...new Set(samples.map((sample) => sample.lcpElement))].join(" / "),
    ];
    const notes = [...(summary.failures.length ? [`repeated runs: ${summary.failures.join(", ")}`] : []), ...(failing.length ? [`failing: ${failing.join(", ")}`] : [])];
    console.log(`| ${cells.join(" | ")} |${notes.length ? ` ${notes.join("; ")}` : ""}`);
  }
  const held = (key) => `${goals.filter((goal) => goal[key]).length}/${goals.length}`;
  console.log(
    `\nGoals held (medians): performance ≥ 98 ${held("performance")}, TBT ≤ 100 ms ${held("tbt")}, ` +
      `TBT ≤ 1.5× floor (${Math.round(1.5 * floorTbt)} ms) ${held("tbtFloor")}, ` +
      `main thread ≤ 1.5× floor (${Math.round(1.5 * floorTaskMs)} ms) ${held("taskFloor")}, LCP ≤ 1.2 s ${held("lcp")}, CLS 0 ${held("cls")}`,
  );
}
