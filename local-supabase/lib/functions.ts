// Edge functions: one Deno process per folder in supabase/functions (deno from npm), each on
// its own loopback port, reached through the gateway at /functions/v1/<name>. Each process is
// supervised (function-supervisor.ts): restarted with backoff when it exits, its state shown
// by /health, and it exits by itself when this process dies (function-host.ts).
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

import { freePort } from "../../server-hardening/free-port.ts";
import { superviseFunction, type FunctionSupervisor } from "./function-supervisor.ts";
import type { FunctionStates } from "./health.ts";

export const functionsDir = resolve(import.meta.dirname, "../../supabase/functions");
export { denoBin } from "./function-supervisor.ts";

/** The started functions: each one's loopback port, state and pid. */
export interface RunningFunctions {
  ports: Map<string, number>;
  states: () => FunctionStates;
  pidOf: (name: string) => number | null;
  stop: () => Promise<void>;
}

/** Names of the functions: folders holding an index.ts. */
export function functionNames(dir = functionsDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !entry.name.startsWith("_") && existsSync(join(dir, entry.name, "index.ts")),
    )
    .map((entry) => entry.name);
}

/**
 * Starts every function in dir; `secrets` become the processes' environment
 * (SHEETS_WEBHOOK_URL...). Waits until each is listening or has been given up on, so a broken
 * function does not stop the backend: /health reports it instead.
 */
export async function startFunctions({
  secrets = {},
  log = () => {},
  dir = functionsDir,
  restartDelaysMs,
}: {
  secrets?: Record<string, string>;
  log?: (line: string) => void;
  dir?: string | undefined;
  restartDelaysMs?: number[] | undefined;
} = {}): Promise<RunningFunctions> {
  const ports = new Map<string, number>();
  const supervisors = new Map<string, FunctionSupervisor>();
  for (const name of functionNames(dir)) {
    const port = await freePort();
    ports.set(name, port);
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DENO_DIR: process.env.DENO_DIR,
      DENO_NO_UPDATE_CHECK: "1",
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      ...secrets,
    };
    supervisors.set(
      name,
      superviseFunction({ name, entry: join(dir, name, "index.ts"), port, env, log, restartDelaysMs }),
    );
  }
  await Promise.all([...supervisors.values()].map((supervisor) => supervisor.firstStart));
  return {
    ports,
    states: (): FunctionStates =>
      Object.fromEntries([...supervisors].map(([name, supervisor]) => [name, supervisor.state()])),
    pidOf: (name: string) => supervisors.get(name)?.pid() ?? null,
    stop: async () => {
      await Promise.all([...supervisors.values()].map((supervisor) => supervisor.stop()));
    },
  };
}
