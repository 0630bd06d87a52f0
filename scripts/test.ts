#!/usr/bin/env node
// The whole suite, in the order a failure is cheapest to find:
// type check → lint → import direction → unit tests → database, gateway and function tests (PGlite, Deno) →
// production build pointed at the test backend (and the check that it left the committed
// GraphQL types unchanged) → browser tests against that build, with their core in Chromium, Firefox
// and WebKit, two files at a time (those that stop the shared backend alone, after) →
// the real gatsby-source-sanity against the local Sanity API (a build of a temporary copy, compared
// with public/, and the editors' live preview), a build of 300 generated posts (reach, one publish's
// files), the editor workflow under gatsby develop, and the
// Sanity Studio (sanity build and schema validate against the local API, an editor in Chromium).
import { readdirSync } from "node:fs";

import { ensureChromium } from "./ensure-chromium.ts";
import { ensureEngines } from "./ensure-engines.ts";
import { ensureJava } from "./ensure-java.ts";
import { npxBin, run } from "./machine/run.ts";
import { ensureStudio } from "./sanity-tools/studio-install.ts";
import { e2eSiteEnv } from "./test-support/e2e-backend.ts";
import { readGeneratedTypes, staleTypesMessage } from "./test-support/generated-types.ts";

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: process.env.CI ?? "true" };

// node:test suites (*.node-test.ts, which jest does not pick up): the
// backend's; npm start's process supervision and the Node lines (scripts/__tests__); that
// sanity/graphql-api.graphql is what the Studio's CLI deploys (scripts/sanity-graphql/__tests__);
// the local Sanity API's endpoints as the real @sanity/client drives them (its listeners need
// native ESM); the owner's Apps Script receiver against stand-ins of Google's services
// (supabase/sheets-receiver/__tests__); the scheduled-post decision and each host's scheduler run by
// its own CLI, wrangler and netlify (publish-scheduler/__tests__). One folder a line, so a moved room
// is a one-line change.
const nodeTestDirs = [
  "local-supabase/__tests__",
  "scripts/__tests__",
  "scripts/sanity-graphql/__tests__",
  "local-sanity/__tests__",
  "supabase/sheets-receiver/__tests__",
  "publish-scheduler/__tests__",
];
// Browser test files that stop the local backend every other browser test uses: they run alone,
// after the rest, so no other file sees the outage.
const stopTheSharedBackend = ["e2e/lead-capture.e2e.ts"];

const nodeTests = nodeTestDirs.flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith(".node-test.ts"))
    .map((file) => `${dir}/${file}`),
);

async function main() {
  await ensureChromium();
  await ensureJava();
  await ensureEngines();
  await ensureStudio();
  console.log("\n▶ Type check (the site, the Node code, then the Studio's own program in sanity/)");
  await run(npxBin("tsc"), ["--noEmit"], { env });
  await run(npxBin("tsc"), ["--noEmit", "-p", "tsconfig.node.json"], { env });
  await run(npxBin("tsc"), ["--noEmit", "-p", "sanity"], { env });
  console.log("\n▶ Lint (Prettier's layout, ESLint's type-checked rules, React hooks and jsx-a11y, deno lint)");
  await run(process.execPath, ["scripts/lint.ts"], { env });
  console.log("\n▶ Import direction (src/ layers; the rooms and scripts/)");
  await run(process.execPath, ["scripts/check-layers.ts"], { env });
  console.log("\n▶ Unit and component tests");
  await run(npxBin("jest"), ["--ci"], { env });
  console.log(
    "\n▶ Database and gateway tests (PGlite, supabase-js, Deno function; fuzz, crashes, supervision, npm start), local Sanity API endpoints",
  );
  // Three files at a time: most of this stage waits on slow sheets, restarts and child processes
  // (236 s one file at a time on 2 cores, 111 s three at a time).
  await run(process.execPath, ["--test", "--test-concurrency=3", "--test-reporter=spec", ...nodeTests], { env });
  console.log("\n▶ Edge function tests (deno test)");
  await run(npxBin("deno"), ["test", "--no-config", "--allow-net", "--allow-env", "supabase/functions"], { env });
  console.log("\n▶ Production build (pointed at the browser tests' local backend)");
  const committedTypes = readGeneratedTypes();
  await run(npxBin("gatsby"), ["build"], { env: { ...env, ...e2eSiteEnv() } });
  console.log("\n▶ Generated GraphQL types match the committed ones");
  const stale = staleTypesMessage(committedTypes, readGeneratedTypes());
  if (stale) throw new Error(stale);
  console.log(
    "\n▶ Browser tests, two files at a time (Chromium against the built site and the local backend; the core set in Chromium, Firefox ESR and WebKitGTK at 1280 and 390 px)",
  );
  await run(
    npxBin("jest"),
    [
      "--ci",
      "--config",
      "jest.browsers.config.js",
      "--maxWorkers=2",
      "--testPathIgnorePatterns",
      "/node_modules/",
      ...stopTheSharedBackend,
    ],
    { env },
  );
  console.log(`\n▶ Browser tests that stop the shared local backend, alone (${stopTheSharedBackend.join(", ")})`);
  await run(npxBin("jest"), ["--ci", "--config", "jest.e2e.config.js", "--runInBand", ...stopTheSharedBackend], {
    env,
  });
  console.log(
    "\n▶ Sanity path and editor workflow (real gatsby-source-sanity against the local Sanity API: a build compared with public/, live draft preview; a build of 300 generated posts: every post within 3 clicks of /blog, one publish changes only the files it names; gatsby develop: an edited post shows in the open page; the Studio: sanity build, schema validate, an editor writes and publishes in Chromium; npm run preview behind its front)",
  );
  await run(npxBin("jest"), ["--ci", "--config", "jest.develop.config.js", "--runInBand"], { env });
}

main().catch((error: unknown) => {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
