// Each lead lands in the owner's sheet exactly once, and 'forwarded' means the sheet took it: the
// three sheets of issue 32 against the real migrations (PGlite), the send-to-sheets function on Deno
// and the local sweep. The sheet is a real HTTP server speaking the owner's receiver's protocol
// (sheet-stand-in.ts). Its slowness is real time (8 s, 10 s); the minutes between sweeps are the
// moved clock, which each sweep runs on at the real pace from where the test set it.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, beforeEach, describe, it } from "node:test";

import { validLead } from "./bad-lead-payloads.ts";
import type { Backend } from "../lib/start-backend.ts";
import {
  eventually,
  outboxHarness,
  startOutboxBackend,
  type FunctionAnswerBody,
  type LeadRow,
} from "./outbox-harness.ts";
import { startSheetStandIn, type SheetStandIn } from "./sheet-stand-in.ts";

/** A sweep's answer: how many leads it claimed and forwarded. */
type SweepBody = Required<Pick<FunctionAnswerBody, "claimed" | "forwarded">> & FunctionAnswerBody;
/** What claim_next_lead_for_sheets answers: the claimed lead and the claim's token. */
interface Claim {
  lead: { id: string };
  claim_token: string;
}

const second = 1000;
const minute = 60 * second;
const dir = mkdtempSync(join(tmpdir(), "leads-delivery-"));
/** The sweep's clock: the real time plus what the test moved it by. */
let ahead = 0;
const clock = () => new Date(Date.now() + ahead);
let backend: Backend;
let sheet: SheetStandIn;
const { store, invoke, rpc, forwarding, leadsReport, postScriptLead } = outboxHarness(() => backend);

/** The two generators' pages: each posts its visitor's contact to send-to-sheets' /script-leads route. */
const generatorPages = ["/youtube-script-generator", "/script-generator"];
let scriptLeadNumber = 0;
/** A script lead from the generator on `page`, as the browser posts it; resolves with the function's answer. */
const postFromGenerator = (page: string) =>
  postScriptLead({ Name: "Ada Lovelace", Email: `ada.${Date.now()}.${++scriptLeadNumber}@example.com`, Source: page });

/** A sweep as Supabase Cron runs it, with the clock `at` ms after the lead's store time `from`. */
async function sweepAt(from: number, at: number): Promise<SweepBody> {
  ahead = from + at - Date.now();
  const answer = await backend.sweep.sweepNow();
  assert.equal(answer.status, 200, JSON.stringify(answer));
  return answer.body as SweepBody;
}

before(async () => {
  sheet = await startSheetStandIn({ clock: () => clock().getTime() });
  backend = await startOutboxBackend({ dir, sheet, clock });
});

after(async () => {
  await backend?.close();
  await sheet?.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  ahead = 0;
  sheet.answer = "ok";
  sheet.delayMs = 0;
  sheet.redirect = null;
  sheet.appsScript = false;
  for (const table of ["leads", "script_leads"])
    await backend.db.query(
      `update public.${table} set forwarding_state = 'forwarded' where forwarding_state <> 'forwarded'`,
    );
});

describe("a slow sheet", () => {
  it("gets a quiz lead and a script lead from each generator once from a sheet that answers after 8 s, shown forwarded, while sweeps run", async () => {
    sheet.delayMs = 8 * second;
    const viaBrowser = await store(validLead());
    const viaSweep = await store(validLead());
    const start = Date.now();
    const browserCall = invoke(viaBrowser.id);
    // The generators' posts at the same moment: each stores its lead and forwards it in the same call.
    const scriptPosts = Promise.all(generatorPages.map(postFromGenerator));
    await eventually(() => sheet.deliveriesOf(viaBrowser.id).length === 1, "the browser's delivery");
    // The sweep runs while the sheet is still working on the browser's delivery: it takes the other lead only.
    const racing = await sweepAt(start, 11 * second);
    assert.deepEqual([racing.claimed, racing.forwarded], [1, 1], JSON.stringify(racing));
    assert.deepEqual((await browserCall).body, { status: "forwarded" });
    const scriptLeads = (await scriptPosts).map(({ status, body }) => {
      assert.deepEqual([status, body.status, body.forwarding], [201, "stored", "forwarded"], JSON.stringify(body));
      return { id: body.id ?? "", email: "" };
    });
    for (let at = 41 * second; at <= 2 * minute; at += 30 * second) assert.equal((await sweepAt(start, at)).claimed, 0);

    for (const [index, lead] of scriptLeads.entries()) {
      const [delivery] = sheet.deliveriesOf(lead.id);
      assert.deepEqual([delivery?.body.kind, delivery?.body.source], ["script_lead", generatorPages[index]]);
    }
    for (const lead of [viaBrowser, viaSweep, ...scriptLeads]) {
      assert.equal(
        sheet.deliveriesOf(lead.id).length,
        1,
        `${lead.email} was sent ${sheet.deliveriesOf(lead.id).length} times`,
      );
      const state = await forwarding(lead);
      assert.deepEqual(
        [state.forwarding_state, state.forward_attempts, state.forward_last_error],
        ["forwarded", 1, null],
      );
    }
  });
});

describe("a redirect in front of the sheet", () => {
  for (const status of [301, 302, 303] as const) {
    it(`a ${status} that turns the POST into a GET answered by doGet: never shown forwarded, the reason names the redirect`, async () => {
      sheet.redirect = status;
      const lead = await store(validLead());
      const getsBefore = sheet.gets;
      const answer = await invoke(lead.id);
      const reason =
        `The sheets webhook answered ${status}, a redirect (to ${sheet.url}/moved) that turned the POST into a GET, ` +
        "so the web app never got the lead and its answer names none: set SHEETS_WEBHOOK_URL to the web app's /exec URL itself, over https.";
      assert.deepEqual([answer.status, answer.body.error], [502, reason]);
      assert.equal(sheet.gets, getsBefore + 1, "the GET reached doGet");
      assert.equal(sheet.deliveriesOf(lead.id).length, 0);
      const state = await forwarding(lead);
      assert.deepEqual([state.forwarding_state, state.forward_last_error], ["pending", reason]);
    });
  }

  for (const status of [307, 308] as const) {
    it(`a ${status}, which keeps the POST: taken once`, async () => {
      sheet.redirect = status;
      const lead = await store(validLead());
      assert.deepEqual((await invoke(lead.id)).body, { status: "forwarded" });
      assert.equal(sheet.takenDeliveries(lead.id).length, 1);
      assert.equal((await forwarding(lead)).forwarding_state, "forwarded");
    });
  }

  it("Apps Script's own answer (the POST taken, then a 302 to a page serving doPost's answer): taken once", async () => {
    sheet.appsScript = true;
    const lead = await store(validLead());
    assert.deepEqual((await invoke(lead.id)).body, { status: "forwarded" });
    assert.equal(sheet.takenDeliveries(lead.id).length, 1);
    assert.equal((await forwarding(lead)).forwarding_state, "forwarded");
  });
});

describe("a sheet whose script throws", () => {
  it("is never shown forwarded while the sheet answers its HTML error page, is sent again, and taken once", async () => {
    sheet.answer = "html";
    const lead = await store(validLead());
    const start = Date.now();
    const scriptPosts = await Promise.all(generatorPages.map(postFromGenerator));
    const scriptLeads = scriptPosts.map(({ status, body }) => {
      // Stored, not yet taken: the visitor's copy or download never depended on it.
      assert.deepEqual([status, body.forwarding], [201, "pending"], JSON.stringify(body));
      return { id: body.id ?? "" };
    });
    const first = await invoke(lead.id);
    assert.equal(first.status, 502);
    assert.match(first.body.error ?? "", /^The sheets webhook answered 200 with an HTML page, not \{"ok": true\}/);
    // The browser's call again (or anyone's) cannot skip the backoff.
    assert.deepEqual((await invoke(lead.id)).body, { status: "waiting" });

    // A minute of error pages, a sweep every 30 s: pending each time, with the reason.
    for (let at = 30 * second; at <= minute; at += 30 * second) {
      await sweepAt(start, at);
      for (const each of [lead, ...scriptLeads]) {
        const state = await forwarding(each);
        assert.equal(
          state.forwarding_state,
          "pending",
          `shown ${state.forwarding_state} ${at / 1000} s into the outage`,
        );
        assert.match(state.forward_last_error ?? "", /HTML page/);
      }
    }
    const duringOutage = sheet.deliveriesOf(lead.id).length;
    assert.ok(duringOutage >= 2, `sent ${duringOutage} times during the minute`);
    const report = (await leadsReport()).split("\n").find((line) => line.includes(lead.email)) ?? "";
    assert.match(
      report,
      new RegExp(`pending \\(${duringOutage} attempts\\).*answered 200 with an HTML page, not \\{"ok": true\\}`),
    );

    sheet.answer = "ok";
    for (let at = minute + 30 * second; at <= 3 * minute; at += 30 * second) await sweepAt(start, at);
    const state = await forwarding(lead);
    assert.deepEqual([state.forwarding_state, state.forward_last_error], ["forwarded", null]);
    assert.equal(sheet.takenDeliveries(lead.id).length, 1, "taken more than once");
    for (const [index, each] of scriptLeads.entries()) {
      assert.deepEqual((await forwarding(each)).forwarding_state, "forwarded");
      assert.equal(
        sheet.takenDeliveries(each.id).length,
        1,
        `the script lead from ${generatorPages[index]} taken more than once`,
      );
      assert.ok(sheet.deliveriesOf(each.id).length >= 2, "the script lead was sent again after the error pages");
    }
    assert.equal(sheet.rows.filter((row) => row.lead_id === lead.id).length, 1);
    // Every delivery of the lead named it the same way, so the receiver could tell a repeat from a new lead.
    const deliveries = sheet.deliveriesOf(lead.id);
    assert.ok(deliveries.length > duringOutage);
    for (const { body } of deliveries)
      assert.deepEqual(
        [body.lead_id, body.created_at, body.email],
        [lead.id, deliveries[0]?.body.created_at, lead.email],
      );
    assert.ok(!Number.isNaN(Date.parse(deliveries[0]?.body.created_at ?? "")), "created_at is a time");
    assert.deepEqual(
      deliveries.map(({ body }) => body.attempt),
      deliveries.map((_, n) => n + 1),
    );
  });
});

describe("a busy sweep", () => {
  it("sends each of 40 leads once to a sheet that takes 10 s, with sweeps racing over the same leads", async () => {
    sheet.delayMs = 10 * second;
    const leads: LeadRow[] = [];
    for (let n = 0; n < 40; n++) leads.push(await store(validLead()));
    const start = Date.now();
    // Two sweeps at once over the same due leads, and a third 12 s later while both are mid-batch.
    const first = Promise.all([
      sweepAt(start, 11 * second),
      backend.sweep.sweepNow().then((answer) => answer.body as SweepBody),
    ]);
    await new Promise((done) => setTimeout(done, 12 * second));
    const third = await sweepAt(start, 23 * second);
    const [a, b] = await first;
    assert.ok(
      a.claimed > 0 && b.claimed > 0 && third.claimed > 0,
      `each sweep sent leads: ${a.claimed}, ${b.claimed}, ${third.claimed}`,
    );
    // The next sweeps (every 30 s) take what is left.
    for (
      let at = 60 * second;
      (await backend.db.query("select 1 from public.leads where forwarding_state = 'pending'")).rows.length;
      at += 30 * second
    ) {
      assert.ok(at <= 5 * minute, "leads left pending after 5 minutes");
      await Promise.all([sweepAt(start, at), backend.sweep.sweepNow()]);
    }

    const sentTwice = leads.filter((lead) => sheet.deliveriesOf(lead.id).length !== 1);
    assert.deepEqual(
      sentTwice.map((lead) => sheet.deliveriesOf(lead.id).length),
      [],
      "leads sent more than once",
    );
    const { rows } = await backend.db.query<{ forwarding_state: string; forward_attempts: number }>(
      "select forwarding_state, forward_attempts from public.leads where id = any($1::uuid[])",
      [leads.map((lead) => lead.id)],
    );
    assert.deepEqual(
      rows.map((row) => [row.forwarding_state, row.forward_attempts]),
      leads.map(() => ["forwarded", 1]),
    );
  });

  it("lets one sweep take a lapsed claim, and its old holder can no longer complete or release it", async () => {
    sheet.delayMs = 10 * second;
    const lead = await store(validLead());
    const start = Date.now();
    // A call claimed the lead at 11 s and stopped (its process died mid-call): the claim lapses after 2 minutes.
    const stale = await rpc<Claim>("claim_next_lead_for_sheets", {
      as_of: new Date(start + 11 * second).toISOString(),
    });
    assert.equal(stale.lead.id, lead.id);
    assert.equal((await sweepAt(start, minute)).claimed, 0, "a live claim was taken");

    const racing = Promise.all([
      sweepAt(start, 2 * minute + 12 * second),
      backend.sweep.sweepNow().then((answer) => answer.body as SweepBody),
    ]);
    await eventually(() => sheet.deliveriesOf(lead.id).length === 1, "the new holder's delivery");
    // The old holder comes back late: neither its release nor its complete touches the live claim.
    const late = { lead_id: lead.id, claim_token: stale.claim_token };
    assert.deepEqual(await rpc("release_lead_for_sheets", { ...late, error: "late" }), { state: "not_holder" });
    assert.deepEqual(await rpc("complete_lead_for_sheets", late), { state: "not_holder" });
    assert.equal(((await backend.sweep.sweepNow()).body as SweepBody).claimed, 0, "a third sweep took the live claim");
    const swept = await racing;
    assert.deepEqual(swept.map((answer) => answer.claimed).sort(), [0, 1]);

    assert.equal(sheet.deliveriesOf(lead.id).length, 1);
    const state = await forwarding(lead);
    assert.deepEqual(
      [state.forwarding_state, state.forward_attempts, state.forward_last_error],
      ["forwarded", 2, null],
    );
    assert.deepEqual(await rpc("complete_lead_for_sheets", late), { state: "not_pending" });
  });
});
