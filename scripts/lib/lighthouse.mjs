// Lighthouse 12.8 (mobile preset, the default) against the built site served locally,
// in Debian's Chromium; prints the median of each category over `runs` runs.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { chromiumFlags, chromiumPath } from "./chromium.mjs";
import { createStaticServer } from "./static-server.mjs";

// Lighthouse drives Chromium over its debugging port; the new headless mode is what it expects.
const chromeFlags = ["--headless=new", ...chromiumFlags.filter((flag) => flag !== "--headless")];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function runLighthouse(root, routes, runs) {
  const server = createStaticServer({ root });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
  });
  const categories = ["performance", "accessibility", "best-practices", "seo"];
  console.log(`\nLighthouse mobile, median of ${runs} runs\n`);
  console.log(`| route | ${categories.join(" | ")} | LCP ms | TBT ms | CLS |\n|---|${categories.map(() => "---:").join("|")}|---:|---:|---:|`);
  try {
    for (const route of routes) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${origin}${route}`, { port: chrome.port, output: "json", logLevel: "error" });
        const lhr = result.lhr;
        if (lhr.runtimeError) {
          console.log(`| ${route} | run ${run + 1} failed: ${lhr.runtimeError.code} |`);
          continue;
        }
        samples.push({
          scores: categories.map((name) => Math.round((lhr.categories[name]?.score ?? 0) * 100)),
          lcp: lhr.audits["largest-contentful-paint"].numericValue,
          tbt: lhr.audits["total-blocking-time"].numericValue,
          cls: lhr.audits["cumulative-layout-shift"].numericValue,
          failing: Object.values(lhr.audits)
            .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
            .map((audit) => audit.id),
        });
      }
      if (samples.length === 0) continue;
      const scores = categories.map((_, index) => median(samples.map((sample) => sample.scores[index])));
      const failing = [...new Set(samples.flatMap((sample) => sample.failing))];
      console.log(
        `| ${route} | ${scores.join(" | ")} | ${Math.round(median(samples.map((s) => s.lcp)))} | ${Math.round(
          median(samples.map((s) => s.tbt)),
        )} | ${median(samples.map((s) => s.cls)).toFixed(3)} |${failing.length ? ` failing: ${failing.join(", ")}` : ""}`,
      );
    }
  } finally {
    await chrome.kill();
    server.close();
  }
}
