// Each host's scheduler run through the host's own local tooling, with the clock past a scheduled
// post's date (the live schedule names an instant a minute ago) and before it (in ten minutes):
// the Cloudflare Worker's cron trigger under `wrangler dev --test-scheduled` (its /__scheduled
// endpoint), the Netlify scheduled function under `netlify functions:serve`, invoked as Netlify's
// scheduler does (`netlify functions:invoke`). Both offline, in scratch folders, on free ports.
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { after, before, it } from "node:test";

import { freePort } from "../../local-supabase/lib/functions.ts";
import { offlineEnv } from "../../scripts/hosts/cloudflare-pages.ts";
import { minutesFromNow, type StandIns, standIns } from "./stand-ins.ts";

const require = createRequire(import.meta.url);
const repo = resolve(import.meta.dirname, "../..");
const startupMs = 120_000;
let live: StandIns;
const started: Array<{ child: ChildProcess; scratch: string }> = [];

before(async () => {
  live = await standIns();
});
after(async () => {
  for (const { child, scratch } of started) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(scratch, { recursive: true, force: true });
  }
  await live.close();
});

/** A tool's process in a scratch folder; `printed()` is its output so far. */
function start(
  command: (scratch: string) => string[],
  env: (scratch: string) => Record<string, string>,
): { printed: () => string; scratch: string } {
  const scratch = mkdtempSync(join(tmpdir(), "publish-scheduler-"));
  const child = spawn(process.execPath, command(scratch), {
    cwd: scratch,
    env: { PATH: process.env.PATH ?? "", HOME: scratch, CI: "true", ...env(scratch) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  started.push({ child, scratch });
  return { printed: () => printed, scratch };
}

/** Resolves once text has been printed (counting from `from`), failing with the output after timeoutMs. */
async function printedAfter(printed: () => string, from: number, text: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!printed().slice(from).includes(text)) {
    if (Date.now() > deadline) assert.fail(`"${text}" not printed within ${timeoutMs / 1000} s:\n${printed()}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Runs one scheduler tick with the post due in ten minutes, then with it due a minute ago: the hook is called once. */
async function callsTheHookOnceWhenDue(tick: () => Promise<void>, printed: () => string): Promise<void> {
  const calls = live.hookCalls();
  live.schedule(minutesFromNow(10));
  let from = printed().length;
  await tick();
  await printedAfter(printed, from, "Nothing to publish yet", 60_000);
  assert.equal(live.hookCalls(), calls, "no build before the post's date");

  live.schedule(minutesFromNow(-1));
  from = printed().length;
  await tick();
  await printedAfter(printed, from, "build hook called", 60_000);
  assert.equal(live.hookCalls(), calls + 1, "one build once the post is due");
}

it("Cloudflare: the Worker's cron trigger, under wrangler dev --test-scheduled, calls the hook once when a post is due", async () => {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const wrangler = join(dirname(require.resolve("wrangler/package.json")), "bin", "wrangler.js");
  const { printed } = start(
    (scratch) => [
      wrangler,
      "dev",
      "-c",
      join(repo, "publish-scheduler/cloudflare/wrangler.toml"),
      "--test-scheduled",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(inspectorPort),
      "--var",
      `SITE_URL:${live.siteUrl}`,
      "--var",
      `SANITY_BUILD_HOOK_URL:${live.hookUrl}`,
      "--show-interactive-dev-session=false",
      // Its local state in the scratch folder, not beside wrangler.toml.
      "--persist-to",
      join(scratch, "state"),
    ],
    (scratch) => ({ ...offlineEnv, WRANGLER_LOG_PATH: join(scratch, "logs") }),
  );
  await printedAfter(printed, 0, "Ready on", startupMs);
  // The cron wrangler.toml declares, as Cloudflare's scheduler passes it.
  const tick = async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/__scheduled?cron=${encodeURIComponent("*/5 * * * *")}`);
    assert.equal(answer.status, 200, await answer.text());
  };
  await callsTheHookOnceWhenDue(tick, printed);
});

it("Netlify: the scheduled function, invoked by the Netlify CLI as the scheduler does, calls the hook once when a post is due", async () => {
  const port = await freePort();
  const cli = require.resolve("netlify-cli/bin/run.js");
  const functions = join(repo, "netlify/functions");
  const netlifyEnv = { NETLIFY_TELEMETRY_DISABLED: "1", NO_UPDATE_NOTIFIER: "1" };
  const { printed, scratch } = start(
    () => [cli, "functions:serve", "--offline", "--functions", functions, "--port", String(port)],
    () => ({ ...netlifyEnv, SITE_URL: live.siteUrl, SANITY_BUILD_HOOK_URL: live.hookUrl }),
  );
  await printedAfter(printed, 0, "Loaded function publish-due", startupMs);
  // `functions:invoke` sends what Netlify's scheduler sends (its user agent, the next run's time).
  const tick = () =>
    new Promise<void>((done, fail) => {
      const invoke = spawn(
        process.execPath,
        [cli, "functions:invoke", "publish-due", "--offline", "--functions", functions, "--port", String(port)],
        {
          cwd: scratch,
          env: { PATH: process.env.PATH ?? "", HOME: scratch, CI: "true", ...netlifyEnv },
          stdio: "ignore",
        },
      );
      invoke.once("error", fail);
      invoke.once("exit", (code) => (code === 0 ? done() : fail(new Error(`netlify functions:invoke exited ${code}`))));
    });
  await callsTheHookOnceWhenDue(tick, printed);
});
