// The Lighthouse bench's two tables, with the first summary (the bare Gatsby page) as the floor:
// Lighthouse's own medians, then the main thread's work by wall time (what TBT is computed from)
// and by CPU time (trace-main-thread.ts), each against the floor.
import { kb } from "../built-site/first-load-js.ts";
import { categories, median } from "./lighthouse.ts";
import type { LighthouseSample, LighthouseSummary } from "./lighthouse.ts";

type Pick = (sample: LighthouseSample) => number;

const ratio = (value: number, floor: number): string => (floor > 0 ? `${(value / floor).toFixed(2)}×` : "–");
const spread = (values: number[]): string => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
const medianOf = (samples: LighthouseSample[], pick: Pick): number => median(samples.map(pick));

/** Each figure's median over a route's runs. */
function medians(samples: LighthouseSample[]) {
  const of = (pick: Pick) => medianOf(samples, pick);
  return {
    scores: categories.map((_, index) => of((sample) => sample.scores[index] ?? 0)),
    fcp: of((sample) => sample.fcp),
    lcp: of((sample) => sample.lcp),
    tbt: of((sample) => sample.tbt),
    taskMs: of((sample) => sample.taskMs),
    cpuMs: of((sample) => sample.cpuMs),
    cpuTbt: of((sample) => sample.cpuTbt),
    cpuTbtSlower: of((sample) => sample.cpuTbtSlower),
    longestCpuMs: of((sample) => sample.longestCpuMs),
    cls: of((sample) => sample.cls),
  };
}

function printScores(
  summaries: LighthouseSummary[],
  floor: LighthouseSummary,
  runs: number,
  hostIndex: number | undefined,
): void {
  console.log(`\nLighthouse 12.8 mobile, median of ${runs} runs per route in ${runs} interleaved rounds;`);
  if (hostIndex)
    console.log(`CPU slowdown calibrated per run to a host of benchmarkIndex ${hostIndex} (× after each index);`);
  console.log(`floor: ${floor.label}, ${floor.samples.length} runs spread through the rounds\n`);
  console.log(
    `| route | ${categories.join(" | ")} | FCP ms | LCP ms | TBT ms | TBT runs | TBT/floor | CLS | JS KB | JS/floor | benchmarkIndex per run | LCP element |`,
  );
  console.log(`|---|${categories.map(() => "---:").join("|")}|---:|---:|---:|---|---:|---:|---:|---:|---|---|`);
  const floorTbt = medianOf(floor.samples, (sample) => sample.tbt);
  for (const summary of summaries) {
    const { samples } = summary;
    if (samples.length === 0) {
      console.log(`| ${summary.label} | all runs failed: ${summary.failures.join(", ")} |`);
      continue;
    }
    const route = medians(samples);
    const failing = [...new Set(samples.flatMap((sample) => sample.failing))];
    const cells = [
      summary.label,
      ...route.scores,
      Math.round(route.fcp),
      Math.round(route.lcp),
      Math.round(route.tbt),
      spread(samples.map((sample) => sample.tbt)),
      ratio(route.tbt, floorTbt),
      route.cls.toFixed(3),
      kb(summary.jsBytes),
      ratio(summary.jsBytes, floor.jsBytes),
      summary === floor
        ? spread(samples.map((sample) => sample.benchmarkIndex))
        : samples.map((sample) => `${sample.benchmarkIndex}${hostIndex ? ` ×${sample.cpuSlowdown}` : ""}`).join(", "),
      [...new Set(samples.map((sample) => sample.lcpElement))].join(" / "),
    ];
    const notes = [
      ...(summary.failures.length ? [`repeated runs: ${summary.failures.join(", ")}`] : []),
      ...(failing.length ? [`failing: ${failing.join(", ")}`] : []),
    ];
    console.log(`| ${cells.join(" | ")} |${notes.length ? ` ${notes.join("; ")}` : ""}`);
  }
}

/** Each main-thread measure: median (range over the runs), and its ratio to the floor's median. */
const mainThreadMeasures: Array<[name: string, pick: Pick]> = [
  ["TBT ms (wall)", (sample) => sample.tbt],
  ["task time ms (wall)", (sample) => sample.taskMs],
  ["CPU ms", (sample) => sample.cpuMs],
  ["TBT from CPU ms", (sample) => sample.cpuTbt],
  ["TBT from CPU, a host 2× slower, ms", (sample) => sample.cpuTbtSlower],
  ["longest task after FCP, CPU ms", (sample) => sample.longestCpuMs],
];

function printMainThread(summaries: LighthouseSummary[], floor: LighthouseSummary): void {
  console.log(
    `\nMain thread, by wall time (Lighthouse's TBT and task time, which other processes' load inflates) and by the`,
  );
  console.log(`main thread's own CPU time in the same traces: median (range) and ratio to the floor\n`);
  console.log(`| route | ${mainThreadMeasures.map(([name]) => name).join(" | ")} |`);
  console.log(`|---|${mainThreadMeasures.map(() => "---").join("|")}|`);
  for (const summary of summaries) {
    if (summary.samples.length === 0) continue;
    const cells = mainThreadMeasures.map(([, pick]) => {
      const value = medianOf(summary.samples, pick);
      const floorValue = medianOf(floor.samples, pick);
      return `${Math.round(value)} (${spread(summary.samples.map(pick))})${summary === floor ? "" : ` ${ratio(value, floorValue)}`}`;
    });
    console.log(`| ${summary.label} | ${cells.join(" | ")} |`);
  }
}

/** Prints both tables and how many routes hold each goal. */
export function printLighthouseTable(
  summaries: LighthouseSummary[],
  runs: number,
  { hostIndex }: { hostIndex?: number } = {},
): void {
  const [floor, ...routes] = summaries;
  if (!floor) throw new Error("printLighthouseTable needs the floor's summary first");
  printScores([floor, ...routes], floor, runs, hostIndex);
  printMainThread([floor, ...routes], floor);
  const floorMedians = medians(floor.samples);
  const goals = routes
    .filter((summary) => summary.samples.length > 0)
    .map((summary) => {
      const route = medians(summary.samples);
      return {
        performance: (route.scores[0] ?? 0) >= 98,
        tbt: route.tbt <= 100,
        tbtFloor: route.tbt <= 1.5 * floorMedians.tbt,
        cpuTbtFloor: route.cpuTbt <= Math.max(1.5 * floorMedians.cpuTbt, 10),
        cpuTbtSlowerFloor: route.cpuTbtSlower <= Math.max(1.5 * floorMedians.cpuTbtSlower, 10),
        longestFloor: route.longestCpuMs <= 1.5 * floorMedians.longestCpuMs,
        lcp: route.lcp <= 1200,
        cls: route.cls === 0,
      };
    });
  const held = (key: keyof (typeof goals)[number]) => `${goals.filter((goal) => goal[key]).length}/${goals.length}`;
  console.log(
    `\nGoals held (medians): performance ≥ 98 ${held("performance")}, TBT ≤ 100 ms ${held("tbt")}, ` +
      `TBT ≤ 1.5× floor (${Math.round(1.5 * floorMedians.tbt)} ms) ${held("tbtFloor")}, ` +
      `TBT from CPU ≤ 1.5× floor or ≤ 10 ms ${held("cpuTbtFloor")} (a host 2× slower: ${held("cpuTbtSlowerFloor")}), ` +
      `longest task's CPU ≤ 1.5× floor (${Math.round(1.5 * floorMedians.longestCpuMs)} ms) ${held("longestFloor")}, ` +
      `LCP ≤ 1.2 s ${held("lcp")}, CLS 0 ${held("cls")}`,
  );
}
