// The JavaScript's share of a page's start-up work (`npm run bench -- --js-share`): each page is
// audited twice in a row, as it is and with every script request refused, and the share is the
// difference of the main thread's CPU time (trace-main-thread.ts) between the two medians. What
// the browser does with the HTML and CSS alone (parsing, style, layout, paint) cancels out, so a
// page's share against the bare Gatsby page's says what the site's own scripts add to
// Gatsby's and React's. The floor's pair runs before every third route's pair of a round (the
// five routes of the goal: twice a round), so a change in the machine's load reaches both alike.
import type { LighthouseSample, LighthouseSummary, LighthouseTarget } from "./lighthouse.ts";
import { median } from "./median.ts";
import { roundOrder } from "./lighthouse-rounds.ts";

/** Every script the page requests: Gatsby's chunks, and any other `.js` file. */
export const everyScript = ["*.js"];

/** How a route of the build given with --compare is labelled (bench-bundle.ts). */
export const comparedSuffix = " (compared build)";

/** The goal: a route's share within this many times the floor's. */
export const shareGoal = 1.5;

/** Each target followed by the same page with every script refused. */
export function withScriptsBlocked(targets: LighthouseTarget[]): LighthouseTarget[] {
  return targets.flatMap((target) => [
    target,
    { ...target, label: `${target.label} (scripts blocked)`, blockedUrlPatterns: everyScript },
  ]);
}

/** One round's order over `pairCount` pairs (the floor's first): both runs of a pair back to back. */
export function pairedRoundOrder(pairCount: number, every = 3): number[] {
  return roundOrder(pairCount - 1, every).flatMap((pair) => [2 * pair, 2 * pair + 1]);
}

/** A page's main-thread CPU with and without its scripts (medians), and their difference. */
export interface JsShare {
  label: string;
  withScriptsMs: number;
  withoutScriptsMs: number;
  shareMs: number;
  /** The same difference on the renderer's worker threads (the streaming compiler's share). */
  workerShareMs: number;
  /** The benchmarkIndex of each run, with scripts then without. */
  benchmarkIndexes: number[];
}

/** The shares of summaries made from withScriptsBlocked's pairs, in their order. */
export function jsShares(summaries: LighthouseSummary[]): JsShare[] {
  const shares: JsShare[] = [];
  for (let index = 0; index + 1 < summaries.length; index += 2) {
    const loaded = summaries[index];
    const blocked = summaries[index + 1];
    if (!loaded || !blocked || loaded.samples.length === 0 || blocked.samples.length === 0) continue;
    const withScriptsMs = median(loaded.samples.map((sample) => sample.cpuMs));
    const withoutScriptsMs = median(blocked.samples.map((sample) => sample.cpuMs));
    const workerMedian = (samples: LighthouseSample[]) => median(samples.map((sample) => sample.workerCpuMs));
    shares.push({
      label: loaded.label,
      withScriptsMs,
      withoutScriptsMs,
      shareMs: withScriptsMs - withoutScriptsMs,
      workerShareMs: workerMedian(loaded.samples) - workerMedian(blocked.samples),
      benchmarkIndexes: [...loaded.samples, ...blocked.samples].map((sample) => sample.benchmarkIndex),
    });
  }
  return shares;
}

/** Prints the table (the floor's row first) and how many routes hold the goal. */
export function printJsShares(shares: JsShare[], runs: number): void {
  const [floor, ...routes] = shares;
  if (!floor) {
    console.log("\nJavaScript's share: no run of the floor could be read");
    return;
  }
  console.log(
    `\nJavaScript's share of start-up: main-thread CPU ms (Lighthouse 12.8 mobile trace), median of ${runs},`,
  );
  console.log(`with scripts and with every ${everyScript.join(" ")} request blocked; the share is the difference;`);
  console.log("beside it the same difference on the renderer's worker threads (compiling done off the main thread)\n");
  console.log(
    "| page | CPU ms | CPU ms, scripts blocked | share ms | share / floor's | worker threads' share ms | benchmarkIndex per run |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---|");
  for (const share of shares) {
    const ratio = share === floor ? "–" : `${(share.shareMs / floor.shareMs).toFixed(2)}×`;
    console.log(
      `| ${share.label} | ${Math.round(share.withScriptsMs)} | ${Math.round(share.withoutScriptsMs)} | ${Math.round(share.shareMs)} | ${ratio} | ${Math.round(share.workerShareMs)} | ${share.benchmarkIndexes.join(", ")} |`,
    );
  }
  // The goal is the measured build's; a compared build's rows (--compare) are its "before".
  const measured = routes.filter((share) => !share.label.endsWith(comparedSuffix));
  const held = measured.filter((share) => share.shareMs <= shareGoal * floor.shareMs).length;
  console.log(
    `\nShare within ${shareGoal}× the floor's (${Math.round(shareGoal * floor.shareMs)} ms): ${held}/${measured.length}`,
  );
}
