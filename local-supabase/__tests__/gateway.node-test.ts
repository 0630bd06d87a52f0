// The local gateway end to end over HTTP: supabase-js against PGlite and the Deno function.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";

import { createClient } from "@supabase/supabase-js";

import { BackendAlreadyRunningError } from "../lib/lock.ts";
import { startBackend, type Backend } from "../lib/start-backend.ts";
import { validLead } from "./bad-lead-payloads.ts";

const dir = mkdtempSync(join(tmpdir(), "leads-gateway-"));
let backend: Backend;
let hook: http.Server;
const hookBodies: { email: string }[] = [];
const client = (key: string) =>
  createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false } });

before(async () => {
  hook = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const delivery = JSON.parse(body) as { lead_id: string; email: string };
      hookBodies.push(delivery);
      // The owner's receiver's answer, naming the lead (docs/lead-forwarding.md, the delivery protocol).
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ ok: true, lead_id: delivery.lead_id, duplicate: false }));
    });
  });
  await new Promise<void>((done) => hook.listen(0, "127.0.0.1", done));
  backend = await startBackend({
    dir,
    port: 0,
    secrets: { SHEETS_WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/sheet` },
  });
});

after(async () => {
  await backend?.close();
  await new Promise<void>((done) => hook.close(() => done()));
  rmSync(dir, { recursive: true, force: true });
});

describe("supabase-js through the gateway", () => {
  it("inserts a lead with the anon key and the service role reads it", async () => {
    const lead = validLead();
    const { error, status } = await client(backend.anonKey).from("leads").insert([lead]);
    assert.equal(error, null);
    assert.equal(status, 201);
    const { data } = await client(backend.serviceRoleKey).from("leads").select("whatsapp").eq("id", lead.id);
    assert.equal(data?.length, 1);
    assert.equal(data?.[0]?.whatsapp, lead.whatsapp);
  });

  it("refuses a filter whose operator is not PostgREST's, even one named like an object's own property", async () => {
    for (const filter of ["constructor.x", "toString.x", "like.x"]) {
      const response = await fetch(`${backend.url}/rest/v1/leads?id=${filter}`, {
        headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` },
      });
      assert.equal(response.status, 400, filter);
      assert.equal(((await response.json()) as { code?: string }).code, "PGRST100", filter);
    }
  });

  it("surfaces a constraint error as PostgREST JSON", async () => {
    const { error, status } = await client(backend.anonKey)
      .from("leads")
      .insert([{ ...validLead(), email: "maria@" }]);
    assert.equal(status, 400);
    assert.equal(error?.code, "23514");
    assert.match(error?.message ?? "", /leads_email_format/);
    assert.ok(error && "details" in error && "hint" in error);
  });

  it("answers a duplicate id with 409 23505", async () => {
    const lead = validLead();
    await client(backend.anonKey).from("leads").insert([lead]);
    const { error, status } = await client(backend.anonKey).from("leads").insert([lead]);
    assert.equal(status, 409);
    assert.equal(error?.code, "23505");
  });

  it("refuses a wrong key with 401", async () => {
    const { error, status } = await client("not-the-key").from("leads").insert([validLead()]);
    assert.equal(status, 401);
    assert.equal(error?.code, "PGRST301");
    const read = await client("not-the-key").from("leads").select("*");
    assert.equal(read.status, 401);
  });

  it("lets the anon key read nothing", async () => {
    const { error, status, data } = await client(backend.anonKey).from("leads").select("*");
    assert.equal(status, 401);
    assert.equal(error?.code, "42501");
    assert.equal(data, null);
  });

  it("invokes send-to-sheets, which forwards the stored lead to its own webhook only", async () => {
    const lead = validLead();
    await client(backend.anonKey).from("leads").insert([lead]);
    const answer = await client(backend.anonKey).functions.invoke<{ status: string }>("send-to-sheets", {
      body: { ...lead, webhook_url: "http://127.0.0.1:1/never" },
    });
    assert.equal(answer.error, null);
    assert.deepEqual(answer.data, { status: "forwarded" });
    assert.equal(hookBodies.at(-1)?.email, lead.email);
  });

  it("refuses a function call with a wrong key", async () => {
    const response = await fetch(`${backend.url}/functions/v1/send-to-sheets`, {
      method: "POST",
      headers: { apikey: "nope", "Content-Type": "application/json" },
      body: "{}",
    });
    assert.equal(response.status, 401);
  });
});

describe("CORS", () => {
  const preflight = (origin: string) =>
    fetch(`${backend.url}/rest/v1/leads`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "apikey, content-type",
      },
    });

  it("allows a localhost site", async () => {
    const response = await preflight("http://localhost:9000");
    assert.equal(response.headers.get("access-control-allow-origin"), "http://localhost:9000");
    assert.match(response.headers.get("access-control-allow-headers") ?? "", /apikey/);
  });

  it("does not allow another origin", async () => {
    const response = await preflight("https://evil.example");
    assert.equal(response.headers.get("access-control-allow-origin"), null);
  });

  // A browser refuses an answer with two values ("http://localhost:9000, *"): before this the
  // gateway added its own to the function's and no funnel lead reached the sheet locally.
  it("passes a function's own CORS headers through, once, as Supabase's gateway does", async () => {
    const origin = "http://localhost:9000";
    const functionPreflight = await fetch(`${backend.url}/functions/v1/send-to-sheets`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, apikey, content-type, x-client-info",
      },
    });
    assert.equal(functionPreflight.status, 200);
    assert.equal(functionPreflight.headers.get("access-control-allow-origin"), "*");
    assert.match(functionPreflight.headers.get("access-control-allow-headers") ?? "", /x-client-info/);
    const answer = await fetch(`${backend.url}/functions/v1/send-to-sheets`, {
      method: "POST",
      headers: { Origin: origin, apikey: backend.anonKey, "Content-Type": "application/json" },
      body: JSON.stringify({ id: validLead().id }),
    });
    assert.equal(answer.status, 404);
    assert.equal(answer.headers.get("access-control-allow-origin"), "*");
  });

  it("gives its own refusals on a function route its CORS headers, so the page can read them", async () => {
    const response = await fetch(`${backend.url}/functions/v1/send-to-sheets`, {
      method: "POST",
      headers: { Origin: "http://localhost:9000", apikey: "nope", "Content-Type": "application/json" },
      body: "{}",
    });
    assert.equal(response.status, 401);
    assert.equal(response.headers.get("access-control-allow-origin"), "http://localhost:9000");
  });
});

describe("script leads through send-to-sheets (no key: a simple form post)", () => {
  const readScriptLeads = async () =>
    (await client(backend.serviceRoleKey).from("script_leads").select("*").order("created_at")).data as
      { email: string; source: string | null }[] | null;

  it("stores multipart form-data Name, Email and Source", async () => {
    const form = new FormData();
    form.append("Name", "Joe Bloggs");
    form.append("Email", "joe@example.com");
    form.append("Source", "/youtube-script-generator");
    const response = await fetch(`${backend.url}/functions/v1/send-to-sheets/script-leads`, {
      method: "POST",
      body: form,
    });
    assert.equal(response.status, 201);
    const last = (await readScriptLeads())?.at(-1);
    assert.equal(last?.email, "joe@example.com");
    assert.equal(last?.source, "/youtube-script-generator");
  });

  it("stores urlencoded fields without a source", async () => {
    const response = await fetch(`${backend.url}/functions/v1/send-to-sheets/script-leads`, {
      method: "POST",
      body: new URLSearchParams({ Name: "Ana", Email: "ana@example.com" }),
    });
    assert.equal(response.status, 201);
    assert.equal((await readScriptLeads())?.at(-1)?.source, null);
  });

  it("refuses a bad email with the constraint's error", async () => {
    const response = await fetch(`${backend.url}/functions/v1/send-to-sheets/script-leads`, {
      method: "POST",
      body: new URLSearchParams({ Name: "Ana", Email: "ana" }),
    });
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as { error: string }).error, "Email must look like name@example.com.");
  });
});

describe("data directory lock", () => {
  it("stops a second backend on the same data", async () => {
    await assert.rejects(startBackend({ dir, port: 0 }), (error: unknown) => {
      assert.ok(error instanceof BackendAlreadyRunningError);
      assert.match(error.message, /already running/);
      return true;
    });
  });
});
