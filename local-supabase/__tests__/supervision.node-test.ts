// Function supervision and the stale lock: a killed function comes back within seconds and
// /health shows it meanwhile; a hanging function gets 504; one that cannot start is reported
// "down" with a non-200 /health; a lock whose pid now belongs to another process is taken over.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";

import { startFunctions } from "../lib/functions.ts";
import { createGateway } from "../lib/gateway.ts";
import { BackendAlreadyRunningError, acquireLock, lockFile, processStartTime } from "../lib/lock.ts";
import type { FunctionStates } from "../lib/health.ts";
import { startBackend, type Backend } from "../lib/start-backend.ts";
import { validLead } from "./bad-lead-payloads.ts";
import { exited, hasEnded, waitFor } from "./processes.ts";
import { refusalIn } from "./refusal.ts";

const dir = mkdtempSync(join(tmpdir(), "leads-supervision-"));
const functionTimeoutMs = 1500;
let backend: Backend;
let hook: http.Server;

// The sheet webhook: answers at once, except for a lead named "Hang Forever".
before(async () => {
  hook = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      // The owner's receiver's answer, naming the lead (docs/lead-forwarding.md, the delivery protocol).
      if (!body.includes("Hang Forever")) {
        const { lead_id } = JSON.parse(body) as { lead_id: string };
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ ok: true, lead_id }));
      }
    });
  });
  await new Promise<void>((done) => hook.listen(0, "127.0.0.1", done));
  backend = await startBackend({
    dir,
    port: 0,
    functionTimeoutMs,
    secrets: {
      SHEETS_WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/sheet`,
      SHEETS_WEBHOOK_TIMEOUT_MS: "20000",
    },
  });
});

after(async () => {
  await backend?.close();
  hook.closeAllConnections();
  await new Promise<void>((done) => hook.close(() => done()));
  rmSync(dir, { recursive: true, force: true });
});

// send-to-sheets forwards only leads the table holds, so each call is for a stored lead.
const storedLead = async (overrides: Record<string, unknown> = {}) => {
  const lead = { ...validLead(), ...overrides };
  const answer = await fetch(`${backend.url}/rest/v1/leads`, {
    method: "POST",
    headers: { apikey: backend.anonKey, "Content-Type": "application/json" },
    body: JSON.stringify(lead),
  });
  assert.equal(answer.status, 201, await answer.text());
  return lead;
};

const callFunction = (lead: Record<string, unknown>) =>
  fetch(`${backend.url}/functions/v1/send-to-sheets`, {
    method: "POST",
    headers: { apikey: backend.anonKey, "Content-Type": "application/json" },
    body: JSON.stringify(lead),
  });

const health = async (): Promise<{ httpStatus: number; status: string; db: string; functions: FunctionStates }> => {
  const answer = await fetch(`${backend.url}/health`);
  const body = (await answer.json()) as { status: string; db: string; functions: FunctionStates };
  return { httpStatus: answer.status, ...body };
};

describe("function supervision", () => {
  it("restarts a killed function: /health shows it, and a call a few seconds later succeeds", async () => {
    assert.deepEqual(await health(), {
      httpStatus: 200,
      status: "ok",
      db: "ok",
      functions: { "send-to-sheets": "ok" },
    });
    const pid = backend.functions.pidOf("send-to-sheets");
    assert.ok(pid, "send-to-sheets is not running");
    process.kill(pid, "SIGKILL");
    const during = await waitFor(
      async () => {
        const report = await health();
        return report.functions["send-to-sheets"] !== "ok" ? report : null;
      },
      { timeoutMs: 3000, intervalMs: 20, what: "/health to show the function not ok" },
    );
    assert.equal(during.httpStatus, 503);
    assert.equal(during.status, "degraded");
    assert.ok(["restarting", "starting"].includes(during.functions["send-to-sheets"] ?? ""), JSON.stringify(during));

    const lead = await storedLead();
    const startedAt = Date.now();
    await waitFor(async () => (await callFunction(lead)).status === 200, {
      timeoutMs: 10000,
      intervalMs: 100,
      what: "the function to answer again",
    });
    console.log(`function answered again ${Date.now() - startedAt} ms after the kill was noticed`);
    assert.notEqual(backend.functions.pidOf("send-to-sheets"), pid);
    // The supervisor marks the new process ok once it has seen it listen: within moments.
    await waitFor(async () => (await health()).httpStatus === 200, {
      timeoutMs: 3000,
      intervalMs: 50,
      what: "/health to be ok again",
    });
  });

  it("answers 504 when a function takes longer than the timeout, and keeps serving", async () => {
    const hanging = await storedLead({ name: "Hang Forever" });
    const startedAt = Date.now();
    const answer = await callFunction(hanging);
    const elapsed = Date.now() - startedAt;
    assert.equal(answer.status, 504);
    assert.equal((await refusalIn(answer)).code, "FUNCTION_TIMEOUT");
    assert.ok(elapsed >= functionTimeoutMs - 100 && elapsed < functionTimeoutMs + 3000, `took ${elapsed} ms`);
    assert.equal((await callFunction(await storedLead())).status, 200);
  });

  it("reports a function that cannot start as down, with a non-200 /health", async () => {
    const functionsDir = join(dir, "functions");
    mkdirSync(join(functionsDir, "broken"), { recursive: true });
    writeFileSync(join(functionsDir, "broken", "index.ts"), 'throw new Error("cannot start");\n');
    const functions = await startFunctions({ dir: functionsDir, restartDelaysMs: [50, 50] });
    const gateway = createGateway({
      db: backend.db,
      keys: { anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey },
      columns: {},
      functionPorts: functions.ports,
      functionStates: functions.states,
    });
    await new Promise<void>((done) => gateway.listen(0, "127.0.0.1", done));
    try {
      const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
      const answer = await fetch(`${url}/health`);
      assert.equal(answer.status, 503);
      assert.deepEqual(await answer.json(), { status: "degraded", db: "ok", functions: { broken: "down" } });
      const call = await fetch(`${url}/functions/v1/broken`, {
        method: "POST",
        headers: { apikey: backend.anonKey },
        body: "{}",
      });
      assert.equal(call.status, 503);
    } finally {
      await functions.stop();
      await new Promise<void>((done) => gateway.close(() => done()));
    }
  });
});

describe("data directory lock", () => {
  it("takes over a lock whose pid now belongs to an unrelated process, not one whose process still runs", async () => {
    const lockDir = join(dir, "lock");
    mkdirSync(lockDir);
    const unrelated = spawn("sleep", ["30"]);
    const unrelatedPid = unrelated.pid;
    assert.ok(unrelatedPid, "sleep did not start");
    try {
      const realStart = processStartTime(unrelatedPid);
      assert.ok(realStart !== null, "no start time in /proc");
      writeFileSync(lockFile(lockDir), JSON.stringify({ pid: unrelatedPid, startTime: realStart }));
      assert.throws(() => acquireLock(lockDir, {}), BackendAlreadyRunningError);
      // Same pid, other start time: the backend that wrote it is gone and its pid was reused.
      writeFileSync(lockFile(lockDir), JSON.stringify({ pid: unrelatedPid, startTime: realStart - 1 }));
      const release = acquireLock(lockDir, {});
      release();
    } finally {
      unrelated.kill("SIGKILL");
      await exited(unrelated);
    }
    assert.ok(hasEnded(unrelatedPid));
  });
});
