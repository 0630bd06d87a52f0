// The leads outbox end to end: the real migrations in PGlite, the send-to-sheets function on Deno,
// the local sweep (the stand-in for Supabase Cron) driven by a clock the test moves, and a real HTTP
// server as the spreadsheet webhook. Nothing waits for real minutes: every sweep is run by hand.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { after, before, beforeEach, describe, it } from "node:test";

import { freePort } from "../lib/functions.mjs";
import { startBackend } from "../lib/start-backend.mjs";
import { badLeadPayloads, validLead } from "./bad-lead-payloads.mjs";

const second = 1000;
const minute = 60 * second;
const dir = mkdtempSync(join(tmpdir(), "leads-outbox-"));
const logLines = [];
/** The sweep's clock; each test moves it forward from the real time. */
let now = new Date();
let backend;

/** The spreadsheet: answers `status`, records each accepted row with the sweep clock's time. */
const sheet = {
  status: 200,
  delayMs: 0,
  rows: [],
  /** Every call, accepted or not: { at, email }. */
  calls: [],
  server: http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const status = sheet.status;
      sheet.calls.push({ at: now.getTime(), email: JSON.parse(body).email });
      setTimeout(() => {
        if (status === 200) sheet.rows.push({ at: now.getTime(), ...JSON.parse(body) });
        res.writeHead(status).end();
      }, sheet.delayMs);
    });
  }),
};
const arrivals = (lead) => sheet.rows.filter((row) => row.email === lead.email);

const insert = (lead) =>
  fetch(`${backend.url}/rest/v1/leads`, {
    method: "POST",
    headers: { apikey: backend.anonKey, "Content-Type": "application/json" },
    body: JSON.stringify([lead]),
  });
async function store(lead) {
  const response = await insert(lead);
  assert.equal(response.status, 201, await response.text());
  return lead;
}
/** The browser's fast path, as supabase-js's functions.invoke sends it. */
const invoke = async (id) => {
  const response = await fetch(`${backend.url}/functions/v1/send-to-sheets`, {
    method: "POST",
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ id }),
  });
  return { status: response.status, body: await response.json() };
};
async function sweepAt(time) {
  now = new Date(time);
  const answer = await backend.sweep.sweepNow();
  assert.equal(answer.status, 200, JSON.stringify(answer));
  return answer.body;
}
async function forwarding(lead) {
  const { rows } = await backend.db.query(
    "select forwarding_state, forward_attempts, forward_last_error, forwarded_to_sheets_at from public.leads where id = $1",
    [lead.id],
  );
  return rows[0];
}

before(async () => {
  await new Promise((done) => sheet.server.listen(0, "127.0.0.1", done));
  backend = await startBackend({
    dir,
    port: await freePort(),
    leadsPerAddressPerHour: 0,
    secrets: { SHEETS_WEBHOOK_URL: `http://127.0.0.1:${sheet.server.address().port}/sheet` },
    sweepIntervalMs: 0,
    sweepClock: () => now,
    log: (line) => logLines.push(line),
  });
});

after(async () => {
  await backend?.close();
  await new Promise((done) => sheet.server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  sheet.status = 200;
  sheet.delayMs = 0;
  // Every test starts from leads that are settled: nothing pending from an earlier test.
  await backend.db.query("update public.leads set forwarding_state = 'forwarded' where forwarding_state <> 'forwarded'");
  now = new Date();
});

describe("the sweep forwards what the browser's call missed", () => {
  it("leaves a new lead to the browser's call for a few seconds, then forwards it once", async () => {
    const lead = await store(validLead());
    const start = Date.now();
    assert.equal((await sweepAt(start)).claimed, 0, "the sweep raced the browser's call");
    assert.equal((await sweepAt(start + 11 * second)).forwarded, 1);
    await sweepAt(start + 2 * minute);
    assert.equal(arrivals(lead).length, 1);
    assert.equal(arrivals(lead)[0].name, lead.name);
    assert.equal((await forwarding(lead)).forwarding_state, "forwarded");
    assert.deepEqual((await invoke(lead.id)).body, { status: "already_forwarded" });
  });

  it("forwards a lead whose browser call came first only once", async () => {
    const lead = await store(validLead());
    assert.deepEqual((await invoke(lead.id)).body, { status: "forwarded" });
    await sweepAt(Date.now() + minute);
    assert.equal(arrivals(lead).length, 1);
  });

  it("delivers each lead once within 2 minutes after a webhook that answered 503 for 10 minutes recovers", async () => {
    const start = Date.now();
    sheet.status = 503;
    const leads = [];
    for (let n = 0; n < 6; n++) leads.push(await store(validLead()));
    // Half had the browser's call, which failed (502) and gave the claim back; half never called.
    for (const lead of leads.slice(0, 3)) assert.equal((await invoke(lead.id)).status, 502);
    const callsBefore = sheet.calls.length;
    // Supabase Cron runs the sweep every 30 s; so does the local timer by default.
    let time = start;
    for (; time < start + 10 * minute; time += 30 * second) await sweepAt(time);
    const duringOutage = sheet.calls.length - callsBefore;
    sheet.status = 200;
    const recoveredAt = time;
    for (; time <= recoveredAt + 3 * minute; time += 30 * second) await sweepAt(time);

    for (const lead of leads) {
      const rows = arrivals(lead);
      assert.equal(rows.length, 1, `${lead.email} arrived ${rows.length} times`);
      assert.ok(rows[0].at - recoveredAt <= 2 * minute, `${lead.email} arrived ${(rows[0].at - recoveredAt) / 1000} s after the recovery`);
      const times = sheet.calls.filter((call) => call.email === lead.email).map((call) => call.at);
      const gaps = times.slice(1).map((time, n) => time - times[n]);
      assert.ok(Math.max(...gaps) <= 2 * minute, `${lead.email} waited ${Math.max(...gaps) / 1000} s between attempts`);
      const state = await forwarding(lead);
      assert.equal(state.forwarding_state, "forwarded");
      assert.equal(state.forward_last_error, null);
    }
    // Backed off (10, 20, 40 s, then 60 s): about 12 attempts per lead in 10 minutes, not one per sweep (20).
    assert.ok(duringOutage <= leads.length * 13, `${duringOutage} webhook calls during the outage`);
    assert.ok(logLines.some((line) => line.includes(`lead ${leads[0].id}: attempt 1 failed (The sheets webhook answered 503.)`)), "the log names the failing lead");
  });

  it("forwards each of 50 leads exactly once with two sweeps (and browser calls) running at once", async () => {
    const leads = [];
    for (let n = 0; n < 50; n++) leads.push(await store(validLead()));
    sheet.delayMs = 20;
    const claimedBySweep = [];
    const due = Date.now() + 11 * second;
    now = new Date(due);
    for (let round = 0; round < 4; round++) {
      // Each sweep takes at most 25 leads, so the two split the work; the browser calls race them.
      const [first, secondSweep] = await Promise.all([
        backend.sweep.sweepNow(),
        backend.sweep.sweepNow(),
        ...leads.slice(round * 5, round * 5 + 5).map((lead) => invoke(lead.id)),
      ]);
      claimedBySweep.push(first.body.claimed, secondSweep.body.claimed);
    }
    for (const lead of leads) assert.equal(arrivals(lead).length, 1, `${lead.email} arrived ${arrivals(lead).length} times`);
    assert.ok(claimedBySweep[0] > 0 && claimedBySweep[1] > 0, `both sweeps forwarded leads: ${claimedBySweep}`);
  });
});

describe("stuck leads are visible", () => {
  it("names a lead pending for over an hour once an hour, and a lead failed after 24 hours", async () => {
    sheet.status = 503;
    const lead = await store(validLead());
    const start = Date.now();
    const named = (text) => logLines.filter((line) => line.includes(`lead ${lead.id}`) && line.includes(text)).length;
    await sweepAt(start + 11 * second);
    await sweepAt(start + 61 * minute);
    await sweepAt(start + 62 * minute);
    assert.equal(named("still pending over an hour"), 1);
    await sweepAt(start + 125 * minute);
    assert.equal(named("still pending over an hour"), 2);

    await sweepAt(start + 24 * 60 * minute + 11 * second);
    assert.equal(named("FAILED after 24 hours"), 1);
    const failed = await forwarding(lead);
    assert.equal(failed.forwarding_state, "failed");
    assert.equal(failed.forward_last_error, "The sheets webhook answered 503.");
    await sweepAt(start + 25 * 60 * minute);
    assert.equal(failed.forward_attempts, (await forwarding(lead)).forward_attempts, "a failed lead is left alone");

    const report = await leadsReport();
    assert.match(report, /Forwarding to the sheet: \d+ forwarded, 0 pending, 1 failed — 1 needs attention:/);
    assert.match(report, new RegExp(`${lead.id} \\(${lead.email.replace(/[.+]/g, "\\$&")}, stored [^)]+\\): FAILED \\(\\d+ attempts\\); last error: The sheets webhook answered 503\\.`));

    sheet.status = 200;
    const { rows } = await backend.db.query("select public.retry_failed_leads_for_sheets() as queued");
    assert.equal(rows[0].queued, 1);
    await sweepAt(Date.now());
    assert.equal(arrivals(lead).length, 1);
  });

  it("npm run leads shows each lead's forwarding state", async () => {
    const forwarded = await store(validLead());
    await invoke(forwarded.id);
    const pending = await store(validLead());
    const report = await leadsReport();
    const line = (lead) => report.split("\n").find((text) => text.includes(lead.email)) ?? "";
    assert.match(line(forwarded), /forwarded \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    assert.match(line(pending), /pending \(0 attempts\)/);
    assert.match(report, /\d+ forwarded, 1 pending, 0 failed\n/);
  });
});

describe("the outbox holds only what the table stores", () => {
  it("refuses bad input as before and forwards nothing of it", async () => {
    const rowsBefore = sheet.rows.length;
    for (const { name, payload } of badLeadPayloads) {
      const response = await insert(payload);
      assert.ok(response.status >= 400 && response.status < 500, `${name}: ${response.status}`);
    }
    const honeypot = await insert({ ...validLead(), lead_note: "http://spam.example" });
    assert.equal(honeypot.status, 201);
    const swept = await sweepAt(Date.now() + minute);
    assert.equal(swept.claimed, 0);
    assert.equal(sheet.rows.length, rowsBefore);
  });
});

const execFileAsync = promisify(execFile);
async function leadsReport() {
  const { stdout } = await execFileAsync(process.execPath, [resolve(import.meta.dirname, "../../scripts/leads.mjs")], {
    env: { ...process.env, BACKEND_DIR: dir },
  });
  return stdout;
}
