#!/usr/bin/env node
// `npm start`: the local backend (PGlite + Deno functions, port BACKEND_PORT or 54321), a production
// build pointed at it (unless GATSBY_SUPABASE_URL and friends are set), then the site on PORT
// (default 9000). Ctrl-C stops both.
import { spawn } from "node:child_process";
import { resolve } from "node:path";

import { localAnonKey } from "./lib/e2e-backend.mjs";
import { npxBin, run } from "./lib/run.mjs";
import { createStaticServer } from "./lib/static-server.mjs";

const backendPort = Number(process.env.BACKEND_PORT ?? 54321);
const backendUrl = `http://localhost:${backendPort}`;
const sitePort = Number(process.env.PORT ?? 9000);

function startBackend() {
  const child = spawn(process.execPath, ["backend/server.mjs"], {
    env: { ...process.env, BACKEND_PORT: String(backendPort) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const ready = new Promise((done, fail) => {
    child.once("exit", (code) => fail(new Error(`The local backend stopped (exit code ${code}); see the message above.`)));
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${backendPort}/health`)).ok) return done();
      } catch {
        // not up yet
      }
      if (child.exitCode === null) setTimeout(poll, 250);
    };
    poll();
  });
  return { child, ready };
}

let backend;
let server;

async function stop(code = 0) {
  server?.close();
  server?.closeAllConnections?.();
  if (backend && backend.child.exitCode === null) {
    await new Promise((done) => {
      backend.child.once("exit", done);
      backend.child.kill("SIGTERM");
    });
  }
  process.exit(code);
}

async function main() {
  backend = startBackend();
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));

  await backend.ready;
  const env = {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: "1",
    // A build for the local backend on purpose: unset deploy variables get local defaults.
    LOCAL_BACKEND: "1",
    GATSBY_SUPABASE_URL: process.env.GATSBY_SUPABASE_URL || backendUrl,
    GATSBY_SUPABASE_ANON_KEY: process.env.GATSBY_SUPABASE_ANON_KEY || localAnonKey(),
    GATSBY_SCRIPT_LEADS_ENDPOINT: process.env.GATSBY_SCRIPT_LEADS_ENDPOINT || `${backendUrl}/collect/script-leads`,
  };
  console.log(`\nBuilding the site against ${env.GATSBY_SUPABASE_URL} …`);
  await run(npxBin("gatsby"), ["build"], { env });

  server = createStaticServer({ root: resolve(process.env.PUBLIC_DIR ?? "public") });
  await new Promise((done) => server.listen(sitePort, process.env.HOST ?? "0.0.0.0", done));
  console.log(`\nSite served at http://localhost:${sitePort}`);
  console.log(`Local backend at ${backendUrl} (npm run leads lists what it captured). Ctrl-C stops both.`);
}

main().catch(async (error) => {
  console.error(`\n✖ ${error.message}`);
  await stop(1);
});
