// Edge functions: one Deno process per folder in supabase/functions (deno from npm), each on
// its own loopback port, reached through the gateway at /functions/v1/<name>.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import net from "node:net";
import { join, resolve } from "node:path";

export const functionsDir = resolve(import.meta.dirname, "../../supabase/functions");
export const denoBin = resolve(import.meta.dirname, "../../node_modules/.bin/deno");

function freePort() {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

function waitForPort(port, child, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((done, fail) => {
    const attempt = () => {
      if (child.exitCode !== null) return fail(new Error(`deno exited with code ${child.exitCode}`));
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        done();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) fail(new Error(`deno did not listen on ${port} in time`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
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
 * Starts every function; `secrets` become the processes' environment (SHEETS_WEBHOOK_URL...).
 * Returns { ports: Map<name, port>, stop() }.
 */
export async function startFunctions({ secrets = {}, log = () => {} } = {}) {
  const ports = new Map();
  const children = [];
  for (const name of functionNames()) {
    const port = await freePort();
    const child = spawn(denoBin, ["run", "--no-config", "--allow-net", "--allow-env", join(functionsDir, name, "index.ts")], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DENO_DIR: process.env.DENO_DIR,
        DENO_NO_UPDATE_CHECK: "1",
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        ...secrets,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk) => log(`[${name}] ${chunk}`.trimEnd()));
    child.stderr.on("data", (chunk) => log(`[${name}] ${chunk}`.trimEnd()));
    children.push(child);
    await waitForPort(port, child);
    ports.set(name, port);
  }
  return {
    ports,
    stop: () =>
      Promise.all(
        children.map(
          (child) =>
            new Promise((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once("exit", done);
              child.kill("SIGTERM");
            }),
        ),
      ),
  };
}
