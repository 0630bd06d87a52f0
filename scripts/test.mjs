#!/usr/bin/env node
// The whole suite, in the order a failure is cheapest to find:
// type check → unit tests → production build → browser tests against that build.
import { ensureChromium } from "./ensure-chromium.mjs";
import { npxBin, run } from "./lib/run.mjs";

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: process.env.CI ?? "true" };

async function main() {
  await ensureChromium();
  console.log("\n▶ Type check");
  await run(npxBin("tsc"), ["--noEmit"], { env });
  console.log("\n▶ Unit and component tests");
  await run(npxBin("jest"), ["--ci"], { env });
  console.log("\n▶ Production build");
  await run(npxBin("gatsby"), ["build"], { env });
  console.log("\n▶ Browser tests (Chromium, built site)");
  await run(npxBin("jest"), ["--ci", "--config", "jest.e2e.config.js", "--runInBand"], { env });
}

main().catch((error) => {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
});
