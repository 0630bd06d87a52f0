// Lighthouse's mobile conditions applied to a Playwright page for timings outside Lighthouse
// (the bench's first-click table). Kept apart from first-click.ts: Lighthouse is ESM-only and
// the browser tests, which share the scenarios, load through Jest's CommonJS.
import { throttling } from "lighthouse/core/config/constants.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import type { Page } from "playwright-core";

import { calibratedSlowdown } from "./cpu-calibration.ts";

/** Lighthouse's default CPU slowdown for its mobile preset (4×). */
const lighthouseCpuSlowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/**
 * The CPU slowdown for a run: Lighthouse's 4×, or with `hostIndex` the one that makes this host,
 * measuring `measuredIndex` now, behave like a host of that index.
 */
export function cpuSlowdownFor(hostIndex: number | undefined, measuredIndex: number | undefined): number {
  return hostIndex && measuredIndex
    ? calibratedSlowdown(measuredIndex, hostIndex, lighthouseCpuSlowdown)
    : lighthouseCpuSlowdown;
}

/** Lighthouse's CPU benchmark, run in `page` as Lighthouse runs it before an audit (about 1 s). */
export function benchmarkIndex(page: Page): Promise<number> {
  return page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
}

/**
 * Chromium on Lighthouse's mobile network (its DevTools throttling values), its CPU slowed
 * `cpuSlowdown` times (Lighthouse's 4× unless the bench calibrates it to a host).
 */
export async function throttleLikeLighthouseMobile(page: Page, cpuSlowdown = lighthouseCpuSlowdown): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const network = throttling.mobileSlow4G;
  await session.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: network.requestLatencyMs,
    downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
  });
}
