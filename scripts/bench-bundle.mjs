#!/usr/bin/env node
// Benchmark (not a test): first-load JS per built page, and optionally Lighthouse
// mobile scores. Run after a build (`npm start`, or `LOCAL_BACKEND=1 npm run build`).
//   node scripts/bench-bundle.mjs                 bundle table only
//   node scripts/bench-bundle.mjs --lighthouse [--runs 3] [/route ...]
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { builtPages, firstLoadJs, kb } from "./lib/first-load-js.mjs";
import { runLighthouse } from "./lib/lighthouse.mjs";

const root = resolve("public");
const args = process.argv.slice(2);
const pages = builtPages(root);

console.log("First-load JavaScript (gzipped, level 9)\n");
console.log("| route | KB | scripts |\n|---|---:|---:|");
for (const [route, file] of pages) {
  const { scripts, totalBytes } = firstLoadJs(root, file, route);
  console.log(`| ${route} | ${kb(totalBytes)} | ${scripts.length} |`);
}

if (args.includes("--lighthouse")) {
  const runsIndex = args.indexOf("--runs");
  const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;
  const named = args.filter((arg, index) => arg.startsWith("/") && args[index - 1] !== "--runs");
  // By default every page a search engine may index (not the 404 or Post Not Found pages).
  const indexable = pages.filter(([, file]) => !/<meta name="robots" content="noindex/.test(readFileSync(file, "utf8")));
  const routes = named.length > 0 ? named : indexable.map(([route]) => route);
  await runLighthouse(root, routes, runs);
}
