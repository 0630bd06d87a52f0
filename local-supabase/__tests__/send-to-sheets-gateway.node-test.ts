// send-to-sheets and the lead rules through the local gateway, as on hosted Supabase: supabase-js
// with the anon key, the Deno function reading the table with SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY from its environment, and a real HTTP server as the spreadsheet.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";

import { createClient } from "@supabase/supabase-js";

import { startBackend, type Backend } from "../lib/start-backend.ts";
import { validLead, type Lead } from "./bad-lead-payloads.ts";
import type { Delivered } from "./sheet-stand-in.ts";
import { refusalIn } from "./refusal.ts";

const dir = mkdtempSync(join(tmpdir(), "leads-sheets-"));
const sheetRows: Delivered[] = [];
let sheetStatus = 200;
const sweepSecret = "sweep-secret-for-gateway-tests";
let sheet: http.Server;
let backend: Backend;

const client = (key: string) =>
  createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false } });
const invoke = (body: Record<string, unknown>) =>
  fetch(`${backend.url}/functions/v1/send-to-sheets`, {
    method: "POST",
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify(body),
  });
const store = async (lead: Lead) => {
  const { error } = await client(backend.anonKey).from("leads").insert([lead]);
  assert.equal(error, null);
};

before(async () => {
  sheet = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (sheetStatus !== 200) {
        res.writeHead(sheetStatus).end();
        return;
      }
      // The owner's receiver's answer (supabase/sheets-receiver/Code.gs): the lead was taken.
      const row = JSON.parse(body) as Delivered;
      sheetRows.push(row);
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ ok: true, lead_id: row.lead_id, duplicate: false }));
    });
  });
  await new Promise<void>((done) => sheet.listen(0, "127.0.0.1", done));
  backend = await startBackend({
    dir,
    port: 0,
    leadsPerAddressPerHour: 0,
    secrets: {
      SHEETS_WEBHOOK_URL: `http://127.0.0.1:${(sheet.address() as AddressInfo).port}/sheet`,
      SHEETS_SWEEP_SECRET: sweepSecret,
    },
  });
});

after(async () => {
  await backend?.close();
  await new Promise<void>((done) => sheet.close(() => done()));
  rmSync(dir, { recursive: true, force: true });
});

describe("send-to-sheets through the gateway", () => {
  it("refuses an id that is not a stored lead and forwards nothing", async () => {
    const before = sheetRows.length;
    const response = await invoke({ ...validLead(), name: "Invented Person" });
    assert.equal(response.status, 404);
    assert.deepEqual(await response.json(), { error: "No stored lead has this id." });
    assert.equal(sheetRows.length, before);
  });

  it("forwards the stored values once, whatever the body says", async () => {
    const lead = validLead();
    await store(lead);
    const first = await invoke({ ...lead, name: "Someone Else", email: "evil@example.com" });
    assert.deepEqual(await first.json(), { status: "forwarded" });
    const second = await invoke(lead);
    assert.deepEqual(await second.json(), { status: "already_forwarded" });
    const rows = sheetRows.filter((row) => row.email === lead.email);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.name, lead.name);
    assert.equal(
      sheetRows.some((row) => row.email === "evil@example.com"),
      false,
    );
    const { data } = await client(backend.serviceRoleKey)
      .from("leads")
      .select("forwarded_to_sheets_at")
      .eq("id", lead.id);
    assert.ok(data?.[0]?.forwarded_to_sheets_at, "records when it was forwarded");
  });

  it("neutralises a stored name a spreadsheet would run as a formula", async () => {
    const lead = { ...validLead(), name: '=HYPERLINK("http://evil.example","Clique aqui")' };
    await store(lead);
    assert.equal((await invoke({ id: lead.id })).status, 200);
    assert.equal(sheetRows.at(-1)?.name, `'${lead.name}`);
  });

  it("reports an upstream failure as 502; a later call waits for the backoff, then forwards the lead", async () => {
    const lead = validLead();
    await store(lead);
    sheetStatus = 500;
    const failed = await invoke({ id: lead.id });
    sheetStatus = 200;
    assert.equal(failed.status, 502);
    assert.deepEqual(await failed.json(), { error: "The sheets webhook answered 500." });
    // Calling again at once (a visitor's script, or anyone with the lead's id) cannot skip the backoff.
    assert.deepEqual(await (await invoke({ id: lead.id })).json(), { status: "waiting" });
    assert.equal(sheetRows.filter((row) => row.email === lead.email).length, 0);
    await backend.db.query("update public.leads set forward_next_at = now() - interval '1 second' where id = $1", [
      lead.id,
    ]);
    assert.deepEqual(await (await invoke({ id: lead.id })).json(), { status: "forwarded" });
    assert.equal(sheetRows.filter((row) => row.email === lead.email).length, 1);
  });

  it("refuses the tests' clock (as_of) from a backend not started for tests, as hosted Supabase does", async () => {
    const sweep = (body: Record<string, unknown>) =>
      fetch(`${backend.url}/functions/v1/send-to-sheets`, {
        method: "POST",
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${backend.anonKey}`,
          "Content-Type": "application/json",
          "x-sheets-sweep-secret": sweepSecret,
        },
        body: JSON.stringify(body),
      });
    const moved = await sweep({ sweep: true, as_of: new Date(Date.now() + 86400000).toISOString() });
    assert.equal(moved.status, 400);
    assert.match(((await moved.json()) as { error: string }).error, /'as_of'.*refused/);
    const plain = await sweep({ sweep: true });
    assert.equal(plain.status, 200);
    assert.equal(((await plain.json()) as { status: string }).status, "swept");
  });

  it("keeps the claim functions away from the anon key", async () => {
    const response = await fetch(`${backend.url}/rest/v1/rpc/claim_lead_for_sheets`, {
      method: "POST",
      headers: { apikey: backend.anonKey, "Content-Type": "application/json" },
      body: JSON.stringify({ lead_id: validLead().id }),
    });
    assert.equal(response.status, 401);
    assert.equal((await refusalIn(response)).code, "42501");
  });
});

describe("request headers reach the database as PostgREST passes them", () => {
  it("records the socket's address, not what the client claims", async () => {
    const lead = validLead();
    const response = await fetch(`${backend.url}/rest/v1/leads`, {
      method: "POST",
      headers: {
        apikey: backend.anonKey,
        "Content-Type": "application/json",
        "X-Forwarded-For": "203.0.113.77",
        "CF-Connecting-IP": "203.0.113.78",
      },
      body: JSON.stringify([lead]),
    });
    assert.equal(response.status, 201);
    const { data } = await client(backend.serviceRoleKey).from("leads").select("client_address").eq("id", lead.id);
    assert.equal(data?.[0]?.client_address, "127.0.0.1");
  });

  it("answers a multi-row post with 400 and one lead too many with 429 (cap set at start)", async () => {
    const rows = [validLead(), validLead()];
    const multi = await client(backend.anonKey).from("leads").insert(rows);
    assert.equal(multi.status, 400);
    assert.equal(multi.error?.message, "A request may insert one lead only.");

    await backend.close();
    backend = await startBackend({ dir, port: 0, leadsPerAddressPerHour: 1 });
    const statuses: number[] = [];
    for (let n = 0; n < 2; n++)
      statuses.push((await client(backend.anonKey).from("leads").insert([validLead()])).status);
    // Earlier tests stored leads from 127.0.0.1 within the hour, so the cap of 1 is reached at once.
    assert.deepEqual(statuses, [429, 429]);
  });

  it("logs each honeypot hit and lets the service role read them", async () => {
    await backend.close();
    const log: string[] = [];
    backend = await startBackend({ dir, port: 0, leadsPerAddressPerHour: 0, log: (line) => log.push(line) });
    const { error } = await client(backend.anonKey)
      .from("leads")
      .insert([{ ...validLead(), lead_note: "bot was here" }]);
    assert.equal(error, null);
    const { data } = await client(backend.serviceRoleKey)
      .from("lead_honeypot_hits")
      .select("client_address, field_value");
    assert.deepEqual(data?.at(-1), { client_address: "127.0.0.1", field_value: "bot was here" });
    assert.ok(log.includes("[database] honeypot hit from 127.0.0.1: no lead stored"), log.join("\n"));
    const forAnon = await client(backend.anonKey).from("lead_honeypot_hits").select("*");
    assert.equal(forAnon.status, 401);
  });
});
