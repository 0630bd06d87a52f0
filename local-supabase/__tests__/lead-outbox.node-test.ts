// The leads outbox end to end: the real migrations in PGlite, the send-to-sheets function on Deno,
// the local sweep (the stand-in for Supabase Cron) driven by a clock the test moves, and a real HTTP
// server as the spreadsheet webhook. Nothing waits for real minutes: every sweep is run by hand.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, beforeEach, describe, it } from "node:test";

import { badLeadPayloads, validLead } from "./bad-lead-payloads.ts";
import type { Backend } from "../lib/start-backend.ts";
import {
  eventually,
  outboxHarness,
  startOutboxBackend,
  type FunctionAnswerBody,
  type LeadRow,
} from "./outbox-harness.ts";
import { startSheetStandIn, type Delivered, type SheetStandIn } from "./sheet-stand-in.ts";

/** A sweep's answer: what it claimed, forwarded and named overdue. */
type SweepBody = FunctionAnswerBody & { claimed: number; forwarded: number; overdue: number };

const second = 1000;
const minute = 60 * second;
const dir = mkdtempSync(join(tmpdir(), "leads-outbox-"));
const logLines: string[] = [];
/** The sweep's clock; each test moves it forward from the real time. */
let now = new Date();
let backend: Backend;

/** The spreadsheet (the owner's receiver's protocol), recording each delivery with the sweep clock's time. */
let sheet: SheetStandIn;
/** The deliveries the sheet took for this lead: more than one means it was sent again after being taken. */
const arrivals = (lead: { id: string }): ({ at: number } & Delivered)[] =>
  sheet.takenDeliveries(lead.id).map((delivery) => ({ at: delivery.at, ...delivery.body }));

const { insert, store, invoke, forwarding, leadsReport, postScriptLead } = outboxHarness(() => backend);
async function sweepAt(time: number): Promise<SweepBody> {
  now = new Date(time);
  const answer = await backend.sweep.sweepNow();
  assert.equal(answer.status, 200, JSON.stringify(answer));
  return answer.body as SweepBody;
}

before(async () => {
  sheet = await startSheetStandIn({ clock: () => now.getTime() });
  backend = await startOutboxBackend({ dir, sheet, clock: () => now, log: (line) => logLines.push(line) });
});

after(async () => {
  await backend?.close();
  await sheet?.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  sheet.answer = "ok";
  sheet.delayMs = 0;
  // Every test starts from leads that are settled: nothing pending from an earlier test.
  for (const table of ["leads", "script_leads"])
    await backend.db.query(
      `update public.${table} set forwarding_state = 'forwarded' where forwarding_state <> 'forwarded'`,
    );
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
    assert.equal(arrivals(lead)[0]?.name, lead.name);
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
    sheet.answer = 503;
    const leads: LeadRow[] = [];
    for (let n = 0; n < 6; n++) leads.push(await store(validLead()));
    // Half had the browser's call, which failed (502) and gave the claim back; half never called.
    for (const lead of leads.slice(0, 3)) assert.equal((await invoke(lead.id)).status, 502);
    const callsBefore = sheet.deliveries.length;
    // Supabase Cron runs the sweep every 30 s; so does the local timer by default.
    let time = start;
    for (; time < start + 10 * minute; time += 30 * second) await sweepAt(time);
    const duringOutage = sheet.deliveries.length - callsBefore;
    sheet.answer = "ok";
    const recoveredAt = time;
    for (; time <= recoveredAt + 3 * minute; time += 30 * second) await sweepAt(time);

    for (const lead of leads) {
      const rows = arrivals(lead);
      assert.equal(rows.length, 1, `${lead.email} arrived ${rows.length} times`);
      const arrivedAt = rows[0]?.at ?? Number.NaN;
      assert.ok(
        arrivedAt - recoveredAt <= 2 * minute,
        `${lead.email} arrived ${(arrivedAt - recoveredAt) / 1000} s after the recovery`,
      );
      const times = sheet.deliveriesOf(lead.id).map((call) => call.at);
      const gaps = times.slice(1).map((time, n) => time - (times[n] ?? Number.NaN));
      assert.ok(Math.max(...gaps) <= 2 * minute, `${lead.email} waited ${Math.max(...gaps) / 1000} s between attempts`);
      const state = await forwarding(lead);
      assert.equal(state.forwarding_state, "forwarded");
      assert.equal(state.forward_last_error, null);
    }
    // Backed off (10, 20, 40 s, then 60 s): about 12 attempts per lead in 10 minutes, not one per sweep (20);
    // and a sweep stops after 5 failures in a row.
    assert.ok(duringOutage <= leads.length * 13, `${duringOutage} webhook calls during the outage`);
    assert.ok(
      logLines.some((line) =>
        line.includes(`lead ${leads[0]?.id}: attempt 1 failed (The sheets webhook answered 503.)`),
      ),
      "the log names the failing lead",
    );
  });

  it("forwards each of 50 leads exactly once with two sweeps (and browser calls) running at once", async () => {
    const leads: LeadRow[] = [];
    for (let n = 0; n < 50; n++) leads.push(await store(validLead()));
    sheet.delayMs = 20;
    const claimedBySweep: number[] = [];
    const due = Date.now() + 11 * second;
    now = new Date(due);
    for (let round = 0; round < 4; round++) {
      // Each sweep claims one lead at a time per worker, so the two split the work; the browser calls race them.
      const sweeps = Promise.all([backend.sweep.sweepNow(), backend.sweep.sweepNow()]);
      await Promise.all([sweeps, ...leads.slice(round * 5, round * 5 + 5).map((lead) => invoke(lead.id))]);
      const [first, secondSweep] = await sweeps;
      claimedBySweep.push((first.body as SweepBody).claimed, (secondSweep.body as SweepBody).claimed);
    }
    for (const lead of leads)
      assert.equal(arrivals(lead).length, 1, `${lead.email} arrived ${arrivals(lead).length} times`);
    assert.ok(
      (claimedBySweep[0] ?? 0) > 0 && (claimedBySweep[1] ?? 0) > 0,
      `both sweeps forwarded leads: ${claimedBySweep.join(", ")}`,
    );
  });
});

describe("stuck leads are visible", () => {
  it("keeps retrying a quiz lead and a script lead failing for 30 hours, names both in every hourly report, and delivers each once after", async () => {
    // A weekend with a wrong secret: every answer is "ok": false.
    sheet.answer = "refused";
    const lead = await store(validLead());
    const posted = await postScriptLead({
      Name: "Ada Lovelace",
      Email: `ada-${lead.id}@example.com`,
      Source: "/script-generator",
    });
    assert.equal(posted.status, 201, JSON.stringify(posted.body));
    assert.equal(posted.body.forwarding, "pending");
    const scriptLead = { id: posted.body.id ?? "" };
    const start = Date.now();
    const named = (kind: string, id: string) =>
      logLines.filter((line) => line.includes(`${kind} ${id} not taken by the sheet`)).length;

    // A sweep every 61 minutes (the hourly report names a lead at most once an hour) for 30 hours.
    const attemptsAt: number[] = [];
    let hours = 0;
    for (let at = start + 11 * second; at <= start + 30 * 60 * minute; at += 61 * minute) {
      const swept = await sweepAt(at);
      if (at - start >= 60 * minute) {
        hours += 1;
        assert.equal(swept.overdue, 2, `the report ${hours} h in named both leads`);
      }
      attemptsAt.push((await forwarding(lead)).forward_attempts);
    }
    // The function's log reaches the backend's through a pipe, sometimes after the sweep's answer: wait for it.
    await eventually(
      () => named("lead", lead.id) === hours && named("script lead", scriptLead.id) === hours,
      `the log to name each lead in each of the ${hours} hourly reports`,
    );
    const line = logLines.find(
      (text) => text.includes(`script lead ${scriptLead.id} not taken`) && text.includes(" 1 d "),
    );
    assert.match(
      line ?? "",
      /not taken by the sheet 1 d \d+ h after it was stored .*; \d+ attempts; last error: The sheets webhook answered "ok": false \(Wrong or missing secret in the URL\.\)/,
    );

    // Still retried after the first day, at most hourly: every sweep past 24 h made one more attempt.
    const pastADay = attemptsAt.slice(-5);
    assert.deepEqual(
      pastADay,
      pastADay.map((_, i) => pastADay[0]! + i),
      `attempts per sweep: ${attemptsAt.join(", ")}`,
    );
    const quiet = await sweepAt(start + 30 * 60 * minute + 10 * minute);
    assert.equal(quiet.claimed, 0, "retried sooner than hourly after the first day");
    for (const each of [lead, scriptLead]) {
      const state = await forwarding(each);
      assert.equal(state.forwarding_state, "pending");
      assert.equal(
        state.forward_last_error,
        'The sheets webhook answered "ok": false (Wrong or missing secret in the URL.).',
      );
    }

    const report = await leadsReport();
    assert.match(report, /Leads: \d+ forwarded, 1 pending\. Script leads: \d+ forwarded, 1 pending\./);
    assert.match(
      report,
      new RegExp(
        `Oldest lead not taken: lead ${lead.id} \\(${lead.email.replace(/[.+]/g, "\\$&")}\\), stored [^,]+, [^,]+ ago, \\d+ attempts; last error: answered "ok": false`,
      ),
    );

    sheet.answer = "ok";
    await sweepAt(start + 31 * 60 * minute + 11 * minute);
    for (const each of [lead, scriptLead]) {
      assert.equal(sheet.takenDeliveries(each.id).length, 1);
      assert.equal((await forwarding(each)).forwarding_state, "forwarded");
    }
    assert.equal(sheet.rows.find((row) => row.lead_id === scriptLead.id)?.kind, "script_lead");
  });

  it("npm run leads shows each lead's forwarding state", async () => {
    const forwarded = await store(validLead());
    await invoke(forwarded.id);
    const pending = await store(validLead());
    const report = await leadsReport();
    const line = (lead: { email: string }) => report.split("\n").find((text) => text.includes(lead.email)) ?? "";
    assert.match(line(forwarded), /forwarded \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    assert.match(line(pending), /pending \(0 attempts\)/);
    assert.match(report, /Leads: \d+ forwarded, 1 pending\./);
  });
});

describe("the outbox holds only what the table stores", () => {
  it("refuses bad input as before and forwards nothing of it", async () => {
    const rowsBefore = sheet.deliveries.length;
    for (const { name, payload } of badLeadPayloads) {
      const response = await insert(payload);
      assert.ok(response.status >= 400 && response.status < 500, `${name}: ${response.status}`);
    }
    const honeypot = await insert({ ...validLead(), lead_note: "http://spam.example" });
    assert.equal(honeypot.status, 201);
    const swept = await sweepAt(Date.now() + minute);
    assert.equal(swept.claimed, 0);
    assert.equal(sheet.deliveries.length, rowsBefore);
  });
});
