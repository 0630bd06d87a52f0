// Helpers for the tests that run the backend and the site server as real processes, so a
// crash shows as an exit and a leftover child as a live pid.
import { spawn, type ChildProcess, type IOType } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

export const repoRoot = resolve(import.meta.dirname, "../..");

/** A node child whose output is kept: `started` resolves with the match of `ready`. */
export interface SpawnedNode {
  child: ChildProcess;
  started: Promise<RegExpExecArray>;
  output: () => string;
}

export function spawnNode(
  script: string,
  {
    env = {},
    ready,
    timeoutMs = 90000,
    stdin = "pipe",
  }: { env?: NodeJS.ProcessEnv; ready: RegExp; timeoutMs?: number; stdin?: IOType },
): SpawnedNode {
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: [stdin, "pipe", "pipe"],
  });
  child.stdin?.on("error", () => {});
  let output = "";
  const started = new Promise<RegExpExecArray>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${script} not ready in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`${script} exited (${signal ?? code}) before it was ready:\n${output}`));
    });
  });
  return { child, started, output: () => output };
}

/** The backend (node local-supabase/server.ts) on a free port; → { child, url, output() }. */
export async function spawnBackendProcess({
  dir,
  env = {},
}: {
  dir: string;
  env?: NodeJS.ProcessEnv;
}): Promise<{ child: SpawnedNode["child"]; url: string; output: () => string }> {
  const { child, started, output } = spawnNode("local-supabase/server.ts", {
    env: { BACKEND_DIR: dir, BACKEND_PORT: "0", BACKEND_QUIET: "1", ...env },
    ready: /Local backend ready at (http:\/\/\S+)/,
  });
  const [, url = ""] = await started;
  return { child, url, output };
}

/** Pids whose parent is pid (from /proc). */
export function childPids(pid: number | undefined): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[1]) === pid) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/** Whether pid has ended (gone, or a zombie no one has reaped yet). */
export function hasEnded(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return true;
  }
}

export async function waitFor<T>(
  check: () => T | Promise<T>,
  {
    timeoutMs = 10000,
    intervalMs = 100,
    what = "condition",
  }: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((done) => setTimeout(done, intervalMs));
  }
}

export const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((done) => child.once("exit", () => done()));

/** Resident memory of pid in kB (VmRSS). */
export function residentKb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
}
