// The local Supabase-compatible backend. Configuration (all optional):
//   BACKEND_PORT (54321), BACKEND_HOST (127.0.0.1), BACKEND_DIR (.local-backend),
//   BACKEND_CORS_ORIGINS (comma list; any localhost origin is always allowed),
//   SHEETS_WEBHOOK_URL, SHEETS_WEBHOOK_TIMEOUT_MS, SHEETS_SWEEP_SECRET (secrets of the send-to-sheets
//   function; the sweep secret is random per start when unset),
//   SHEETS_SWEEP_INTERVAL_MS (30000: how often the sweep forwards pending leads; 0 turns the timer off),
//   FUNCTION_TIMEOUT_MS (150000, as hosted Supabase: a function call slower than this gets 504),
//   EXIT_WITH_PARENT=1 (exit when stdin closes: set by npm start, which holds it open).
//   LEADS_PER_ADDRESS_PER_HOUR (the database's per-address lead cap; 0 turns it off; unset keeps
//   the stored value, 20 after the migration).
import { resolve } from "node:path";

import { serviceRoleKeyFile } from "./lib/keys.ts";
import { BackendAlreadyRunningError } from "./lib/lock.ts";
import { onParentExit } from "./lib/parent-watch.ts";
import { defaultBackendDir, defaultPort, startBackend, type BackendOptions } from "./lib/start-backend.ts";

export function backendOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): BackendOptions & {
  dir: string;
  port: number;
  host: string;
  corsOrigins: string[];
  secrets: Record<string, string>;
} {
  const secrets: Record<string, string> = {};
  for (const name of ["SHEETS_WEBHOOK_URL", "SHEETS_WEBHOOK_TIMEOUT_MS", "SHEETS_SWEEP_SECRET"]) {
    const value = env[name];
    if (value) secrets[name] = value;
  }
  return {
    dir: env.BACKEND_DIR ? resolve(env.BACKEND_DIR) : defaultBackendDir,
    port: env.BACKEND_PORT ? Number(env.BACKEND_PORT) : defaultPort,
    host: env.BACKEND_HOST ?? "127.0.0.1",
    corsOrigins: (env.BACKEND_CORS_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    secrets,
    functionTimeoutMs: env.FUNCTION_TIMEOUT_MS ? Number(env.FUNCTION_TIMEOUT_MS) : undefined,
    sweepIntervalMs: sweepIntervalFrom(env.SHEETS_SWEEP_INTERVAL_MS),
    leadsPerAddressPerHour:
      env.LEADS_PER_ADDRESS_PER_HOUR === undefined || env.LEADS_PER_ADDRESS_PER_HOUR === ""
        ? undefined
        : Number(env.LEADS_PER_ADDRESS_PER_HOUR),
  };
}

function sweepIntervalFrom(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(
      `SHEETS_SWEEP_INTERVAL_MS must be a whole number of milliseconds >= 0 (0 turns the timer off), not ${value}.`,
    );
  return ms;
}

// How long a clean stop may take before the process exits anyway (PGlite is closed by then
// unless it hangs; the lock then goes stale and the next start takes it over).
const stopTimeoutMs = 5000;

async function main(): Promise<void> {
  const quiet = process.env.BACKEND_QUIET === "1";
  const options = backendOptionsFromEnv();
  const backend = await startBackend({ ...options, log: quiet ? () => {} : (line: string) => console.log(line) });
  console.log(`Local backend ready at ${backend.url}`);
  if (!quiet) {
    console.log(`  anon key:          ${backend.anonKey}`);
    console.log(`  service-role key:  in ${serviceRoleKeyFile(backend.dir)} (never put it in the site)`);
    console.log(`  script leads (the generators' form post): ${backend.url}/functions/v1/send-to-sheets/script-leads`);
    console.log(
      process.env.SHEETS_WEBHOOK_URL
        ? `  leads forwarded to SHEETS_WEBHOOK_URL (the browser's call, and a sweep every ${(options.sweepIntervalMs ?? 30000) / 1000} s)`
        : "  SHEETS_WEBHOOK_URL is not set: leads are stored and stay pending (npm run leads shows them)",
    );
  }
  let stopping = false;
  const stop = async (code: number, reason?: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    if (reason) console.error(reason);
    setTimeout(() => {
      console.error(`The backend did not stop within ${stopTimeoutMs} ms; exiting anyway.`);
      process.exit(1);
    }, stopTimeoutMs).unref();
    await backend.close();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  onParentExit(() => void stop(0, "The process that started the backend is gone; stopping."));
  // Requests cannot get here (the gateway catches everything); anything that does is a bug
  // whose effects are unknown, so close the database cleanly and exit for a supervisor to see.
  const fatal = (error: unknown) => void stop(1, `Backend failed: ${(error as Error | null)?.stack ?? String(error)}`);
  process.on("uncaughtException", fatal);
  process.on("unhandledRejection", fatal);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(
      error instanceof BackendAlreadyRunningError
        ? error.message
        : `Backend failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  });
}
