// Keeps one Deno function process running. State: "starting" → "ok"; when the process exits,
// "restarting" for the next delay of the backoff, then a new process; after the last delay is
// used up without the process staying up for stableMs, "down" (no more restarts: a function
// that cannot start would otherwise burn CPU forever).
import { spawn, type ChildProcessByStdio } from "node:child_process";
import net from "node:net";
import { resolve } from "node:path";
import type { Readable, Writable } from "node:stream";
import { pathToFileURL } from "node:url";

import type { FunctionState } from "./health.ts";

export const denoBin = resolve(import.meta.dirname, "../../node_modules/.bin/deno");
const hostScript = resolve(import.meta.dirname, "function-host.ts");
export const defaultRestartDelaysMs = [200, 500, 1000, 2000, 4000];

/** One supervised function process. */
export interface FunctionSupervisor {
  /** Settles once the process first listens, or has been given up on. */
  firstStart: Promise<void>;
  state: () => FunctionState;
  /** The running process's pid, or null between processes. */
  pid: () => number | null;
  stop: () => Promise<void>;
}

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => {
      socket.destroy();
      done(false);
    });
  });
}

export function superviseFunction({
  name,
  entry,
  port,
  env,
  log,
  restartDelaysMs = defaultRestartDelaysMs,
  stableMs = 10000,
  startTimeoutMs = 30000,
}: {
  name: string;
  /** The function's index.ts. */
  entry: string;
  port: number;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  restartDelaysMs?: number[] | undefined;
  stableMs?: number;
  startTimeoutMs?: number;
}): FunctionSupervisor {
  let state: FunctionState = "starting";
  let child: ChildProcessByStdio<Writable, Readable, Readable> | null = null;
  let stopped = false;
  let failures = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  let markFirstStart = () => {};
  const firstStart = new Promise<void>((done) => (markFirstStart = done));

  const launch = () => {
    state = "starting";
    const startedAt = Date.now();
    // --allow-read only for the function's own folder and the functions' shared floor (_shared/,
    // which a deployed function may import too): the host imports them dynamically.
    const functionDir = resolve(entry, "..");
    const sharedDir = resolve(functionDir, "..", "_shared");
    child = spawn(
      denoBin,
      [
        "run",
        "--no-config",
        "--allow-net",
        "--allow-env",
        `--allow-read=${functionDir},${sharedDir}`,
        hostScript,
        pathToFileURL(entry).href,
      ],
      // stdin is a pipe we never write to: its end tells the host that we are gone.
      { env, stdio: ["pipe", "pipe", "pipe"] },
    );
    const current: ChildProcessByStdio<Writable, Readable, Readable> = child;
    current.stdin.on("error", () => {});
    current.stdout.on("data", (chunk: Buffer) => log(`[${name}] ${chunk.toString()}`.trimEnd()));
    current.stderr.on("data", (chunk: Buffer) => log(`[${name}] ${chunk.toString()}`.trimEnd()));
    current.once("exit", (code, signal) => {
      if (stopped) return;
      if (Date.now() - startedAt > stableMs) failures = 0;
      const delay = restartDelaysMs[failures];
      failures += 1;
      if (delay === undefined) {
        state = "down";
        log(`[${name}] exited (${signal ?? `code ${code}`}); gave up after ${restartDelaysMs.length} restarts`);
        markFirstStart();
        return;
      }
      state = "restarting";
      log(`[${name}] exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`);
      restartTimer = setTimeout(launch, delay);
    });
    const deadline = Date.now() + startTimeoutMs;
    const poll = async () => {
      if (stopped || current !== child || current.exitCode !== null || current.signalCode !== null) return;
      if (await listening(port)) {
        state = "ok";
        markFirstStart();
        return;
      }
      if (Date.now() > deadline) {
        log(`[${name}] did not listen on ${port} within ${startTimeoutMs} ms; killing it`);
        current.kill("SIGKILL");
        return;
      }
      setTimeout(() => void poll(), 100);
    };
    void poll();
  };
  launch();

  return {
    firstStart,
    state: () => state,
    pid: () => (child && child.exitCode === null && child.signalCode === null ? (child.pid ?? null) : null),
    stop: (): Promise<void> => {
      stopped = true;
      clearTimeout(restartTimer);
      state = "down";
      return new Promise<void>((done) => {
        if (!child || child.exitCode !== null || child.signalCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      });
    },
  };
}
