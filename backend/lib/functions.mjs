// Edge functions: one Deno process per folder in supabase/functions (deno from npm), each on
// its own loopback port, reached through the gateway at /functions/v1/<name>. Each process is
// supervised (function-supervisor.mjs): restarted with backoff when it exits, its state shown
// by /health, and it exits by itself when this process dies (function-host.ts).
import { existsSync, readdirSync } from "node:fs";
import net from "node:net";
import { join, resolve } from "node:path";

import { superviseFunction } from "./function-supervisor.mjs";

export const functionsDir = resolve(import.meta.dirname, "../../supabase/functions");
export { denoBin } from "./function-supervisor.mjs";

export function freePort() {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Names of the functions: folders holding an index.ts. */
export function functionNames(dir = functionsDir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_") && existsSync(join(dir, entry.name, "index.ts")))
    .map((entry) => entry.name);
}

/**
 * Starts every function in dir; `secrets` become the processes' environment
 * (SHEETS_WEBHOOK_URL...). Waits until each is listening or has been given up on, so a broken
 * function does not stop the backend: /health reports it instead.
 * Returns { ports: Map<name, port>, states(): {name: state}, pidOf(name), stop() }.
 */
export async function startFunctions({ secrets = {}, log = () => {}, dir = functionsDir, restartDelaysMs } = {}) {
  const ports = new Map();
  const supervisors = new Map();
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
    supervisors.set(name, superviseFunction({ name, entry: join(dir, name, "index.ts"), port, env, log, restartDelaysMs }));
  }
  await Promise.all([...supervisors.values()].map((supervisor) => supervisor.firstStart));
  return {
    ports,
    states: () => Object.fromEntries([...supervisors].map(([name, supervisor]) => [name, supervisor.state()])),
    pidOf: (name) => supervisors.get(name)?.pid() ?? null,
    stop: () => Promise.all([...supervisors.values()].map((supervisor) => supervisor.stop())),
  };
}
