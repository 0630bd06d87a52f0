// Starts the whole local backend: lock → PGlite + migrations → Deno functions → HTTP gateway.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";

import { openDatabase, tableColumns } from "./database.mjs";
import { startFunctions } from "./functions.mjs";
import { createGateway, exposedTables } from "./gateway.mjs";
import { loadServiceRoleKey, localAnonKey } from "./keys.mjs";
import { acquireLock } from "./lock.mjs";

export const defaultBackendDir = resolve(import.meta.dirname, "../../.local-backend");
export const defaultPort = 54321;

/**
 * startBackend({ dir, port, host, corsOrigins, secrets, log, functionTimeoutMs, functionsDir, restartDelaysMs })
 * → { url, port, dir, anonKey, serviceRoleKey, applied, db, functions, close() }
 * port 0 picks a free port. Throws BackendAlreadyRunningError when dir is in use.
 */
export async function startBackend({
  dir = defaultBackendDir,
  port = defaultPort,
  host = "127.0.0.1",
  corsOrigins = [],
  secrets = {},
  log = () => {},
  functionTimeoutMs,
  functionsDir,
  restartDelaysMs,
} = {}) {
  mkdirSync(dir, { recursive: true });
  const releaseLock = acquireLock(dir, { url: port ? `http://${host}:${port}` : undefined });
  const cleanups = [async () => releaseLock()];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    const { db, applied } = await openDatabase(join(dir, "pgdata"));
    cleanups.push(() => db.close());
    for (const file of applied) log(`applied migration ${file}`);
    const keys = { anonKey: localAnonKey, serviceRoleKey: loadServiceRoleKey(dir) };
    const columns = await tableColumns(db, exposedTables);
    const functions = await startFunctions({ secrets, log, dir: functionsDir, restartDelaysMs });
    cleanups.push(() => functions.stop());
    const server = createGateway({
      db,
      keys,
      columns,
      functionPorts: functions.ports,
      functionStates: functions.states,
      functionTimeoutMs,
      corsOrigins,
      log,
    });
    await new Promise((done, fail) => {
      server.once("error", fail);
      server.listen(port, host, done);
    });
    // keep-alive sockets from browsers would otherwise hold close() open
    cleanups.push(() => new Promise((done) => { server.closeAllConnections?.(); server.close(() => done()); }));
    const actualPort = server.address().port;
    const url = `http://${host === "0.0.0.0" || host === "::" ? "localhost" : host}:${actualPort}`;
    return { url, port: actualPort, dir, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey, applied, db, functions, close };
  } catch (error) {
    await close();
    if (error.code === "EADDRINUSE") {
      throw new Error(`Port ${port} is in use. Set BACKEND_PORT to another port, or stop what is listening there.`);
    }
    throw error;
  }
}
