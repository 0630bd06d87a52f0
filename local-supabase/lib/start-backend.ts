// Starts the whole local backend: lock → PGlite + migrations → HTTP gateway → Deno functions.
import { mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";

import type { PGlite } from "@electric-sql/pglite";

import { openDatabase, tableColumns } from "./database.ts";
import { functionNames, startFunctions, type RunningFunctions } from "./functions.ts";
import { createGateway, exposedTables } from "./gateway.ts";
import { loadServiceRoleKey, localAnonKey } from "./keys.ts";
import { acquireLock } from "./lock.ts";
import { defaultSweepIntervalMs, newSweepSecret, startSheetsSweep, type SheetsSweep } from "./sheets-sweep.ts";

export const defaultBackendDir = resolve(import.meta.dirname, "../../.local-backend");
export const defaultPort = 54321;

export interface BackendOptions {
  dir?: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  corsOrigins?: string[];
  /** The functions' secrets: SHEETS_WEBHOOK_URL, SHEETS_WEBHOOK_TIMEOUT_MS, SHEETS_SWEEP_SECRET. */
  secrets?: Record<string, string>;
  leadsPerAddressPerHour?: number | undefined;
  log?: (line: string) => void;
  functionTimeoutMs?: number | undefined;
  functionsDir?: string | undefined;
  restartDelaysMs?: number[] | undefined;
  sweepIntervalMs?: number | undefined;
  sweepClock?: (() => Date) | undefined;
}

/** A running local backend. */
export interface Backend {
  url: string;
  port: number;
  dir: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The migrations this start applied. */
  applied: string[];
  db: PGlite;
  functions: RunningFunctions;
  sweep: SheetsSweep;
  close: () => Promise<void>;
}

/**
 * Throws BackendAlreadyRunningError when dir is in use.
 * sweepIntervalMs: how often the send-to-sheets sweep runs (0: only on sweep.sweepNow());
 * sweepClock: () => Date, the sweep's time (tests move it; unset: the database's now()). Only with it does
 * the function accept the sweep's as_of (SHEETS_TEST_CLOCK=1); otherwise it refuses it, as on hosted Supabase.
 */
export async function startBackend({
  dir = defaultBackendDir,
  port = defaultPort,
  host = "127.0.0.1",
  corsOrigins = [],
  secrets = {},
  leadsPerAddressPerHour,
  log = () => {},
  functionTimeoutMs,
  functionsDir,
  restartDelaysMs,
  sweepIntervalMs = defaultSweepIntervalMs,
  sweepClock,
}: BackendOptions = {}): Promise<Backend> {
  mkdirSync(dir, { recursive: true });
  const releaseLock = acquireLock(dir, { url: port ? `http://${host}:${port}` : undefined });
  const cleanups: (() => Promise<void>)[] = [() => Promise.resolve(releaseLock())];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    const { db, applied } = await openDatabase(join(dir, "pgdata"));
    cleanups.push(() => db.close());
    for (const file of applied) log(`applied migration ${file}`);
    if (leadsPerAddressPerHour !== undefined) await setLeadsPerAddressPerHour(db, leadsPerAddressPerHour);
    const keys = { anonKey: localAnonKey, serviceRoleKey: loadServiceRoleKey(dir) };
    const columns = await tableColumns(db, exposedTables);
    // The gateway listens first: the functions get its URL (SUPABASE_URL) as on hosted Supabase.
    const functionPorts = new Map<string, number>();
    let functions: RunningFunctions | null = null;
    const server = createGateway({
      db,
      keys,
      columns,
      functionPorts,
      // Until the functions have started, /health says so (503), so nobody calls them too early.
      functionStates: () =>
        functions?.states() ?? Object.fromEntries(functionNames(functionsDir).map((name) => [name, "starting"])),
      functionTimeoutMs,
      corsOrigins,
      log,
    });
    await new Promise<void>((done, fail) => {
      server.once("error", fail);
      server.listen(port, host, done);
    });
    // keep-alive sockets from browsers would otherwise hold close() open
    cleanups.push(
      () =>
        new Promise<void>((done) => {
          server.closeAllConnections?.();
          server.close(() => done());
        }),
    );
    const actualPort = (server.address() as AddressInfo).port;
    const url = `http://${host === "0.0.0.0" || host === "::" ? "localhost" : host}:${actualPort}`;
    const functionEnv = {
      SUPABASE_URL: `http://127.0.0.1:${actualPort}`,
      SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
    };
    const sweepSecret = secrets.SHEETS_SWEEP_SECRET || newSweepSecret();
    const started = await startFunctions({
      secrets: {
        ...secrets,
        SHEETS_SWEEP_SECRET: sweepSecret,
        ...(sweepClock ? { SHEETS_TEST_CLOCK: "1" } : {}),
        ...functionEnv,
      },
      log,
      dir: functionsDir,
      restartDelaysMs,
    });
    functions = started;
    cleanups.push(() => started.stop());
    for (const [name, functionPort] of started.ports) functionPorts.set(name, functionPort);
    // What Supabase Cron does on hosted Supabase (migration 20251201000000): the sweep on a timer.
    const sweep = startSheetsSweep({
      url: functionEnv.SUPABASE_URL,
      apiKey: keys.serviceRoleKey,
      secret: sweepSecret,
      intervalMs: sweepIntervalMs,
      clock: sweepClock,
      log,
    });
    cleanups.push(() => Promise.resolve(sweep.stop()));
    return {
      url,
      port: actualPort,
      dir,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      applied,
      db,
      functions: started,
      sweep,
      close,
    };
  } catch (error) {
    await close();
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      throw new Error(`Port ${port} is in use. Set BACKEND_PORT to another port, or stop what is listening there.`);
    }
    throw error;
  }
}

/** Writes the per-address lead cap (0: off) where the leads trigger reads it. */
export async function setLeadsPerAddressPerHour(db: PGlite, cap: number): Promise<void> {
  if (!Number.isInteger(cap) || cap < 0)
    throw new Error(`LEADS_PER_ADDRESS_PER_HOUR must be a whole number >= 0 (0 turns the cap off), not ${cap}.`);
  await db.query("update private.lead_settings set leads_per_address_per_hour = $1", [cap]);
}
