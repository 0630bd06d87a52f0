#!/usr/bin/env node
// Benchmark (not a test) of the built site, run after a build (`npm start`, or `LOCAL_BACKEND=1 npm run build`):
//   node scripts/bench-bundle.ts                    JavaScript per route (build level and
//                                                    before interaction) and first-click timings
//   node scripts/bench-bundle.ts --lighthouse [--runs 3] [--root dir] [/route ...]
//                                                    + a bare Gatsby page built now as the floor,
//                                                    and Lighthouse on every indexable route in
//                                                    rounds, the floor run all through them
//   … --lighthouse --host-index 1500                 the same, with each run's CPU slowdown scaled
//                                                    so this host measures as one of that index
//   node scripts/bench-bundle.ts --js-share [--runs 3] [--root dir] [/route ...]
//                                                    only the JavaScript's share of start-up CPU
//                                                    (bench/js-share.ts) on /, /blog/, a post,
//                                                    /pricing/, /privacy-policy/ and the bare page
//   … --js-share --compare dir                       the same, each route also from another build
//                                                    (a copy of public/ from before a change), in
//                                                    the same rounds
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { resolve } from "node:path";

import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { chromium } from "playwright-core";
import type { Browser } from "playwright-core";

import { buildBareGatsbySite } from "./bench/bare-gatsby-site.ts";
import { lighthouseReferenceIndex } from "./bench/cpu-calibration.ts";
import { clickUntilVisible, firstClickScenarios, hoverAndPrefetch } from "./bench/first-click.ts";
import type { FirstClickScenario } from "./bench/first-click.ts";
import { measureJsBeforeInteraction, quietMs } from "./bench/js-before-interaction.ts";
import { comparedSuffix, jsShares, pairedRoundOrder, printJsShares, withScriptsBlocked } from "./bench/js-share.ts";
import { lighthouseSummaries, median } from "./bench/lighthouse.ts";
import { printLighthouseTable } from "./bench/lighthouse-tables.ts";
import { benchmarkIndex, cpuSlowdownFor, throttleLikeLighthouseMobile } from "./bench/mobile-throttling.ts";
import { builtPages, firstLoadJs, kb } from "./built-site/first-load-js.ts";
import { createStaticServer } from "./hosts/static-server.ts";
import { chromiumFlags, chromiumPath } from "./machine/chromium.ts";

const args = process.argv.slice(2);
const withLighthouse = args.includes("--lighthouse");
const jsShareOnly = args.includes("--js-share");
const runsIndex = args.indexOf("--runs");
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;
const rootIndex = args.indexOf("--root");
const hostIndexAt = args.indexOf("--host-index");
const compareIndex = args.indexOf("--compare");
const hostIndex = hostIndexAt >= 0 ? Number(args[hostIndexAt + 1]) : undefined;
if (hostIndex !== undefined && !(hostIndex > 0)) {
  console.error(
    `--host-index takes a benchmarkIndex, such as ${lighthouseReferenceIndex} (the host Lighthouse's 4× assumes)`,
  );
  process.exit(2);
}
const valueFlags = ["--runs", "--root", "--host-index", "--compare"];
const named = args.filter((arg, index) => arg.startsWith("/") && !valueFlags.includes(args[index - 1] ?? ""));

// Lighthouse's mobile screen, so what is "at the initial scroll position" matches its runs.
const mobileViewport = { width: 412, height: 823 };
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

async function serve(root: string): Promise<{ server: Server; origin: string }> {
  const server = createStaticServer({ root });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function jsBeforeInteraction(browser: Browser, origin: string, root: string, route: string) {
  const context = await browser.newContext({ viewport: mobileViewport });
  try {
    return await measureJsBeforeInteraction(await context.newPage(), `${origin}${route}`, { root });
  } finally {
    await context.close();
  }
}

async function firstClick(
  browser: Browser,
  origin: string,
  scenario: FirstClickScenario,
  hover: boolean,
  cpuSlowdown: number,
): Promise<number> {
  const context = await browser.newContext({ viewport: mobileViewport });
  try {
    const page = await context.newPage();
    await throttleLikeLighthouseMobile(page, cpuSlowdown);
    await page.goto(`${origin}${scenario.path}`, { timeout: 120000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 120000 });
    await scenario.prepare(page);
    if (hover) await hoverAndPrefetch(page, scenario);
    return await clickUntilVisible(page, scenario);
  } finally {
    await context.close();
  }
}

/** This host's benchmarkIndex now, measured in a blank page as Lighthouse measures it. */
async function hostBenchmarkIndex(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    return await benchmarkIndex(await context.newPage());
  } finally {
    await context.close();
  }
}

// --root measures another build (a copy of public/ kept from before a change).
const root = resolve((rootIndex >= 0 ? args[rootIndex + 1] : undefined) ?? "public");
const pages = builtPages(root);
const indexable = pages.filter(([, file]) => !/<meta name="robots" content="noindex/.test(readFileSync(file, "utf8")));
const routes = named.length > 0 ? named : pages.map(([route]) => route);
const { server, origin } = await serve(root);

/** A blog post's route: the first page under /blog/ whose structured data is a BlogPosting. */
function aPost(): string {
  const post = indexable.find(
    ([route, file]) => route.startsWith("/blog/") && readFileSync(file, "utf8").includes('"@type":"BlogPosting"'),
  );
  if (!post) throw new Error(`No blog post among the pages built in ${root}`);
  return post[0];
}

if (jsShareOnly) {
  const shareRoutes = named.length > 0 ? named : ["/", "/blog/", aPost(), "/pricing/", "/privacy-policy/"];
  console.log(`Building the bare Gatsby page (floor)… load ${load()}`);
  const bareRoot = await buildBareGatsbySite();
  const bare = await serve(bareRoot);
  // --compare: the other build's page beside each route's, so both meet the same load.
  const compareRoot = compareIndex >= 0 ? resolve(args[compareIndex + 1] ?? "") : undefined;
  const compared = compareRoot ? await serve(compareRoot) : undefined;
  console.log(
    `Lighthouse starts (${shareRoutes.join(", ")}${compareRoot ? `, each also from ${compareRoot}` : ""}); load ${load()}`,
  );
  const targets = withScriptsBlocked([
    { label: "bare Gatsby page", url: `${bare.origin}/`, jsBytes: 0 },
    ...shareRoutes.flatMap((route) => [
      { label: route, url: `${origin}${route}`, jsBytes: 0 },
      ...(compared ? [{ label: `${route}${comparedSuffix}`, url: `${compared.origin}${route}`, jsBytes: 0 }] : []),
    ]),
  ]);
  const summaries = await lighthouseSummaries(targets, runs, {
    hostIndex,
    order: pairedRoundOrder(targets.length / 2),
    onSample: (label, sample) =>
      console.error(
        `  ${label}: main thread CPU ${Math.round(sample.cpuMs)} ms, benchmarkIndex ${sample.benchmarkIndex}, performance ${sample.scores[0]}`,
      ),
  });
  printJsShares(jsShares(summaries), runs);
  console.log(`\nLoad average at end: ${load()}`);
  bare.server.close();
  compared?.server.close();
  server.close();
  process.exit(0);
}
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const jsBytes = new Map<string, number>();
try {
  console.log(`Load average at start: ${load()}\n`);
  console.log(`JavaScript, gzip -9 KB: build level (HTML scripts + page chunk group) and before interaction`);
  console.log(
    `(browser, ${mobileViewport.width}×${mobileViewport.height}, every script fetched until ${quietMs} ms of network quiet, no input)\n`,
  );
  console.log("| route | build level KB | before interaction KB | scripts |\n|---|---:|---:|---:|");
  for (const route of routes) {
    const file = pages.find(([pageRoute]) => pageRoute === route)?.[1];
    const buildLevel = file ? kb(firstLoadJs(root, file, route).totalBytes) : "–";
    const measured = await jsBeforeInteraction(browser, origin, root, route);
    jsBytes.set(route, measured.totalBytes);
    console.log(`| ${route} | ${buildLevel} | ${kb(measured.totalBytes)} | ${measured.scripts.length} |`);
  }

  const clickRuns = withLighthouse || runsIndex >= 0 ? runs : 1;
  const cpu = hostIndex ? `CPU calibrated to a host of benchmarkIndex ${hostIndex}` : "CPU 4×";
  console.log(`\nFirst click (${cpu}, Lighthouse mobile network), median of ${clickRuns}; load ${load()}\n`);
  console.log("| dialog | route | cold ms | after hover ms | CPU slowdown per run |\n|---|---|---:|---:|---|");
  for (const scenario of firstClickScenarios) {
    const cold: number[] = [];
    const hovered: number[] = [];
    const slowdowns: number[] = [];
    for (let run = 0; run < clickRuns; run += 1) {
      const slowdown = cpuSlowdownFor(hostIndex, hostIndex ? await hostBenchmarkIndex(browser) : undefined);
      slowdowns.push(slowdown);
      cold.push(await firstClick(browser, origin, scenario, false, slowdown));
      hovered.push(await firstClick(browser, origin, scenario, true, slowdown));
    }
    console.log(
      `| ${scenario.name} | ${scenario.path} | ${Math.round(median(cold))} | ${Math.round(median(hovered))} | ${slowdowns.map((slowdown) => `×${slowdown}`).join(", ")} |`,
    );
  }
} finally {
  await browser.close();
}

if (withLighthouse) {
  console.log(`\nBuilding the bare Gatsby page (floor)… load ${load()}`);
  const bareRoot = await buildBareGatsbySite();
  const bare = await serve(bareRoot);
  const bareBrowser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const bareJs = await jsBeforeInteraction(bareBrowser, bare.origin, bareRoot, "/").finally(() => bareBrowser.close());
  const lighthouseRoutes = named.length > 0 ? named : indexable.map(([route]) => route);
  console.log(`Lighthouse starts; load ${load()}`);
  const summaries = await lighthouseSummaries(
    [
      { label: "bare Gatsby page", url: `${bare.origin}/`, jsBytes: bareJs.totalBytes },
      ...lighthouseRoutes.map((route) => ({
        label: route,
        url: `${origin}${route}`,
        jsBytes: jsBytes.get(route) ?? 0,
      })),
    ],
    runs,
    {
      hostIndex,
      onSample: (label, sample) =>
        console.error(
          `  ${label}: TBT ${Math.round(sample.tbt)} ms, main thread ${Math.round(sample.taskMs)} ms (CPU ${Math.round(sample.cpuMs)} ms, longest task ${Math.round(sample.longestCpuMs)} ms), LCP ${Math.round(sample.lcp)} ms, benchmarkIndex ${sample.benchmarkIndex}, CPU ×${sample.cpuSlowdown}`,
        ),
    },
  );
  printLighthouseTable(summaries, runs, { hostIndex });
  console.log(`\nLoad average at end: ${load()}`);
  bare.server.close();
}
server.close();
