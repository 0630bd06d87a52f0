#!/usr/bin/env node
// The local Supabase-compatible backend. Configuration (all optional):
//   BACKEND_PORT (54321), BACKEND_HOST (127.0.0.1), BACKEND_DIR (.local-backend),
//   BACKEND_CORS_ORIGINS (comma list; any localhost origin is always allowed),
//   SHEETS_WEBHOOK_URL, SHEETS_WEBHOOK_TIMEOUT_MS (secrets of the send-to-sheets function),
//   LEADS_PER_ADDRESS_PER_HOUR (the database's per-address lead cap; 0 turns it off; unset keeps
//   the stored value, 20 after the migration).
import { resolve } from "node:path";

import { serviceRoleKeyFile } from "./lib/keys.mjs";
import { BackendAlreadyRunningError } from "./lib/lock.mjs";
import { defaultBackendDir, defaultPort, startBackend } from "./lib/start-backend.mjs";

export function backendOptionsFromEnv(env = process.env) {
  const secrets = Object.fromEntries(
    ["SHEETS_WEBHOOK_URL", "SHEETS_WEBHOOK_TIMEOUT_MS"].filter((name) => env[name]).map((name) => [name, env[name]]),
  );
  return {
    dir: env.BACKEND_DIR ? resolve(env.BACKEND_DIR) : defaultBackendDir,
    port: env.BACKEND_PORT ? Number(env.BACKEND_PORT) : defaultPort,
    host: env.BACKEND_HOST ?? "127.0.0.1",
    corsOrigins: (env.BACKEND_CORS_ORIGINS ?? "").split(",").map((origin) => origin.trim()).filter(Boolean),
    secrets,
    leadsPerAddressPerHour:
      env.LEADS_PER_ADDRESS_PER_HOUR === undefined || env.LEADS_PER_ADDRESS_PER_HOUR === ""
        ? undefined
        : Number(env.LEADS_PER_ADDRESS_PER_HOUR),
  };
}

async function main() {
  const quiet = process.env.BACKEND_QUIET === "1";
  const options = backendOptionsFromEnv();
  const backend = await startBackend({ ...options, log: quiet ? () => {} : (line) => console.log(line) });
  console.log(`Local backend ready at ${backend.url}`);
  if (!quiet) {
    console.log(`  anon key:          ${backend.anonKey}`);
    console.log(`  service-role key:  in ${serviceRoleKeyFile(backend.dir)} (never put it in the site)`);
    console.log(`  script-lead collector: ${backend.url}/collect/script-leads`);
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await backend.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof BackendAlreadyRunningError ? error.message : `Backend failed to start: ${error.stack ?? error.message}`);
    process.exit(1);
  });
}
