// Lighthouse's mobile conditions applied to a Playwright page for timings outside Lighthouse
// (the bench's first-click table). Kept apart from first-click.mjs: Lighthouse is ESM-only and
// the browser tests, which share the scenarios, load through Jest's CommonJS.
import { throttling } from "lighthouse/core/config/constants.js";

/** Chromium 4× slower and on Lighthouse's mobile network (its DevTools throttling values). */
export async function throttleLikeLighthouseMobile(page) {
  const session = await page.context().newCDPSession(page);
  const network = throttling.mobileSlow4G;
  await session.send("Emulation.setCPUThrottlingRate", { rate: network.cpuSlowdownMultiplier });
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: network.requestLatencyMs,
    downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
  });
}

