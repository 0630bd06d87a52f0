// GET /health: the database and each function, so an operator (and npm start) can tell a
// backend that answers from one that works. 200 only when everything is "ok".
import type { PGlite } from "@electric-sql/pglite";

import type { ApiAnswer } from "./postgrest-error.ts";

/** A function process's state (function-supervisor.ts). */
export type FunctionState = "starting" | "ok" | "restarting" | "down";
export type FunctionStates = Record<string, FunctionState>;

const dbCheckTimeoutMs = 5000;

async function databaseState(db: PGlite): Promise<"ok" | "down"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"down">((done) => (timer = setTimeout(() => done("down"), dbCheckTimeoutMs)));
  const query = db.query("select 1").then(
    () => "ok" as const,
    () => "down" as const,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** → { status, body: { status: "ok" | "degraded", db, functions: { name: ok|starting|restarting|down } } } */
export async function healthReport(db: PGlite, functionStates: () => FunctionStates = () => ({})): Promise<ApiAnswer> {
  const dbState = await databaseState(db);
  const functions = functionStates();
  const healthy = dbState === "ok" && Object.values(functions).every((state) => state === "ok");
  return { status: healthy ? 200 : 503, body: { status: healthy ? "ok" : "degraded", db: dbState, functions } };
}
