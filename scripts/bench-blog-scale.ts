#!/usr/bin/env node
// Blog scale benchmark: for each post count, writes a synthetic Sanity export
// (N posts, 2 authors, the bundled images reused), builds the site from it in a
// temporary copy of the project (so public/ and .cache/ here stay untouched),
// and reports wall time, the peak memory of the whole build process tree and
// Gatsby's own step timings.
//
//   node scripts/bench-blog-scale.ts            # 0, 100, 1000, 5000 posts
//   BENCH_COUNTS=0,100 node scripts/bench-blog-scale.ts
//
// Per-post cost is (time(N) - time(0)) / N: the fixed cost of building the
// rest of the site is taken out. On a shared machine the webpack steps swing by
// tens of seconds between runs, so dataMsPerPost also compares only the steps
// that grow with posts (sourcing, createPages, queries, HTML, page-data,
// feed/sitemap). Results go to bench-results/blog-scale.json.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { copySite, stepTimes as steps, syntheticDocuments, timedBuild, writeExport } from "./bench/synthetic-blog.ts";

const root = resolve(import.meta.dirname, "..");
const counts = (process.env.BENCH_COUNTS ?? "0,100,1000,5000").split(",").map(Number);

// Steps whose cost does not depend on the number of posts (same templates, same bundles).
const fixedSteps = [
  "Building production JavaScript and CSS bundles",
  "Building HTML renderer",
  "compile gatsby files",
  "extract queries from components",
  "load plugins",
  "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs", // the same 12 images at every size
];
/** One post count's build: its figures and Gatsby's step times; the per-post costs once the 0-post build is known. */
interface ScaleResult {
  posts: number;
  pages: number;
  seconds: number;
  dataSeconds: number;
  peakMb: number;
  steps: Record<string, number>;
  msPerPost?: number;
  dataMsPerPost?: number;
}

const postDependentSeconds = (stepTimes: Record<string, number>): number =>
  Number(
    Object.entries(stepTimes)
      .filter(([name]) => !fixedSteps.includes(name))
      .reduce((sum, [, seconds]) => sum + seconds, 0)
      .toFixed(1),
  );

const results: ScaleResult[] = [];
for (const count of counts) {
  const work = mkdtempSync(join(tmpdir(), `blog-bench-${count}-`));
  try {
    const siteDir = join(work, "site");
    copySite(siteDir);
    const exportPath = writeExport(join(work, "export"), syntheticDocuments(count));
    console.log(`▶ ${count} posts: building…`);
    const { seconds, peakMb, output } = await timedBuild(siteDir, exportPath);
    const pages = readdirSync(join(siteDir, "public/blog")).length - 2; // minus index.html and 404.html (Post Not Found)
    const stepTimes = steps(output);
    const dataSeconds = postDependentSeconds(stepTimes);
    results.push({ posts: count, pages, seconds: Number(seconds.toFixed(1)), dataSeconds, peakMb, steps: stepTimes });
    console.log(
      `  ${seconds.toFixed(1)} s (post-dependent steps ${dataSeconds} s), peak ${peakMb} MB, ${pages} post pages`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const base = results.find((result) => result.posts === 0);
for (const result of results) {
  if (!base || result.posts === 0) continue;
  result.msPerPost = Number((((result.seconds - base.seconds) * 1000) / result.posts).toFixed(1));
  result.dataMsPerPost = Number((((result.dataSeconds - base.dataSeconds) * 1000) / result.posts).toFixed(1));
}
mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(join(root, "bench-results/blog-scale.json"), `${JSON.stringify(results, null, 2)}\n`);
console.table(results.map(({ steps: _steps, ...row }) => row));
