// Lighthouse 12.8 (mobile preset, the default: simulated slow 4G, 4× CPU) in Debian's
// Chromium. Each route runs `runs` times; the table shows medians, every run's
// benchmarkIndex (how fast this machine was at that moment), and TBT and JavaScript as a
// ratio to the bare Gatsby page measured in the same session.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { chromiumFlags, chromiumPath } from "./chromium.mjs";
import { kb } from "./first-load-js.mjs";

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
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    lcpElement: lcpElement ? `${lcpElement.nodeLabel ?? ""}`.slice(0, 40).replace(/\|/g, "/") : "",
    failing: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id),
  };
}

/** Runs Lighthouse `runs` times on each of `targets` ({ label, url, jsBytes }); resolves with one summary each. */
export async function lighthouseSummaries(targets, runs) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  const summaries = [];
  try {
    for (const target of targets) {
      const samples = [];
      const failures = [];
      // A run Lighthouse cannot read (NO_NAVSTART: its trace lost the navigation, a few runs in
      // a hundred here) is repeated, up to `runs` extra times, so medians stay of `runs` samples.
      for (let attempt = 0; samples.length < runs && attempt < runs * 2; attempt += 1) {
        const { lhr } = await lighthouse(target.url, { port: chrome.port, output: "json", logLevel: "error" });
        if (lhr.runtimeError) failures.push(lhr.runtimeError.code);
        else samples.push(sampleOf(lhr));
      }
      summaries.push({ ...target, samples, failures });
    }
  } finally {
    await chrome.kill();
  }
  return summaries;
}

const ratio = (value, floor) => (floor > 0 ? `${(value / floor).toFixed(2)}×` : "–");

/** Prints the medians, with the first summary (the bare Gatsby page) as the floor. */
export function printLighthouseTable([floor, ...routes], runs) {
  const floorTbt = median(floor.samples.map((sample) => sample.tbt));
  console.log(`\nLighthouse 12.8 mobile, median of ${runs} runs; floor: ${floor.label}\n`);
  console.log(
    `| route | ${categories.join(" | ")} | FCP ms | LCP ms | TBT ms | TBT/floor | CLS | JS KB | JS/floor | benchmarkIndex per run | LCP element |`,
  );
  console.log(`|---|${categories.map(() => "---:").join("|")}|---:|---:|---:|---:|---:|---:|---:|---|---|`);
  for (const summary of [floor, ...routes]) {
    const { samples } = summary;
    if (samples.length === 0) {
      console.log(`| ${summary.label} | all runs failed: ${summary.failures.join(", ")} |`);
      continue;
    }
    const scores = categories.map((_, index) => median(samples.map((sample) => sample.scores[index])));
    const tbt = median(samples.map((sample) => sample.tbt));
    const failing = [...new Set(samples.flatMap((sample) => sample.failing))];
    const cells = [
      summary.label,
      ...scores,
      Math.round(median(samples.map((sample) => sample.fcp))),
      Math.round(median(samples.map((sample) => sample.lcp))),
      Math.round(tbt),
      ratio(tbt, floorTbt),
      median(samples.map((sample) => sample.cls)).toFixed(3),
      kb(summary.jsBytes),
      ratio(summary.jsBytes, floor.jsBytes),
      samples.map((sample) => sample.benchmarkIndex).join(", "),
      [...new Set(samples.map((sample) => sample.lcpElement))].join(" / "),
    ];
    const notes = [...(summary.failures.length ? [`repeated runs: ${summary.failures.join(", ")}`] : []), ...(failing.length ? [`failing: ${failing.join(", ")}`] : [])];
    console.log(`| ${cells.join(" | ")} |${notes.length ? ` ${notes.join("; ")}` : ""}`);
  }
}
