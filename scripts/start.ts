#!/usr/bin/env node
// `npm start`: the local backend (PGlite + Deno functions, port BACKEND_PORT or 54321), a production
// build pointed at it (unless GATSBY_SUPABASE_URL and friends are set; START_SKIP_BUILD=1 serves
// the existing public/ as it is), then the site on PORT (default 9000). Both servers are child
// processes: when one dies, the other is stopped and npm start exits non-zero naming it; Ctrl-C
// and SIGTERM stop both (the backend closes PGlite). Each child also exits by itself when npm
// start is gone, even SIGKILLed: it holds the child's stdin, whose end the child watches.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";

import { npxBin } from "./machine/run.ts";
import { localAnonKey } from "../local-supabase/lib/keys.ts";

const backendPort = Number(process.env.BACKEND_PORT ?? 54321);
const backendUrl = `http://localhost:${backendPort}`;
const sitePort = Number(process.env.PORT ?? 9000);
const stopTimeoutMs = 8000;

const children = new Map<string, ChildProcess>();
let build: ChildProcess | null = null; // the gatsby build, stopped too if a server dies while it runs
let stopping = false;

function runBuild(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(npxBin("gatsby"), ["build"], { stdio: "inherit", env });
    build = child;
    child.once("error", fail);
    child.once("exit", (code, signal) => {
      build = null;
      if (code === 0) done();
      else if (!stopping) fail(new Error(`gatsby build failed (${signal ?? code})`));
    });
  });
}

function startChild(label: string, script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, EXIT_WITH_PARENT: "1" },
    stdio: ["pipe", "inherit", "inherit"],
  });
  child.stdin.on("error", () => {});
  children.set(label, child);
  child.once("exit", (code, signal) => {
    children.delete(label);
    if (stopping) return;
    const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    void stop(
      1,
      `✖ The ${label} ${why}; stopping ${children.size ? [...children.keys()].join(" and ") : "npm start"}.`,
    );
  });
  return child;
}

/** Until /health is 200; a part reported "down" (it will not come back by itself) fails at once. */
/** What /health answers (docs/architecture.md#local-backend). */
interface HealthReport {
  db?: string;
  functions?: Record<string, string>;
}

async function waitForHealth(child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error("The local backend stopped; see the message above.");
    let report: HealthReport | null = null;
    try {
      const answer = await fetch(`http://127.0.0.1:${backendPort}/health`);
      if (answer.ok) return;
      report = (await answer.json()) as HealthReport;
    } catch {
      // not up yet
    }
    const down =
      report &&
      [["database", report.db], ...Object.entries(report.functions ?? {})].filter(([, state]) => state === "down");
    if (down?.length)
      throw new Error(
        `The local backend started, but ${down.map(([name]) => name).join(", ")} is down; see the messages above.`,
      );
    await new Promise((done) => setTimeout(done, 250));
  }
}

async function stop(code: number, message?: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (message) console.error(`\n${message}`);
  build?.kill("SIGTERM");
  const exits = [...children.values()].map(
    (child) =>
      new Promise<void>((done) => {
        child.once("exit", () => done());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), stopTimeoutMs).unref();
      }),
  );
  await Promise.all(exits);
  process.exit(code);
}

async function main() {
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  const backend = startChild("local backend", "local-supabase/server.ts", { BACKEND_PORT: String(backendPort) });
  await waitForHealth(backend);
  const env = {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: "1",
    // A build for the local backend on purpose: unset deploy variables get local defaults.
    LOCAL_BACKEND: "1",
    GATSBY_SUPABASE_URL: process.env.GATSBY_SUPABASE_URL || backendUrl,
    GATSBY_SUPABASE_ANON_KEY: process.env.GATSBY_SUPABASE_ANON_KEY || localAnonKey,
  };
  if (process.env.START_SKIP_BUILD !== "1") {
    console.log(`\nBuilding the site against ${env.GATSBY_SUPABASE_URL} …`);
    await runBuild(env);
  }
  if (stopping) return;
  startChild("static site server", "scripts/serve-static.ts", {
    PORT: String(sitePort),
    HOST: process.env.HOST ?? "0.0.0.0",
  });
  console.log(`Local backend at ${backendUrl} (npm run leads lists what it captured). Ctrl-C stops both.`);
}

main().catch((error: unknown) => stop(1, `✖ ${error instanceof Error ? error.message : String(error)}`));
