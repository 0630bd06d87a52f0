// The leads table's request rules on PGlite, as anon with request.headers set the way the gateway
// (and PostgREST) sets them: one lead per request, one lead per person per 24 hours, a cap per
// client address, the honeypot, and SQL or markup in a name stored as plain text.
import assert from "node:assert/strict";
import { after, before, beforeEach, describe, it } from "node:test";

import type { PGlite } from "@electric-sql/pglite";

import { openDatabase, tableColumns } from "../lib/database.ts";
import { insertRows, type RequestHeaders } from "../lib/rest.ts";
import { setLeadsPerAddressPerHour } from "../lib/start-backend.ts";
import { validLead } from "./bad-lead-payloads.ts";
import { refusal } from "./refusal.ts";

let db: PGlite;
let columns: Record<string, string[]>;
before(async () => {
  ({ db } = await openDatabase());
  columns = await tableColumns(db, ["leads"]);
});
after(() => db.close());
beforeEach(() => setLeadsPerAddressPerHour(db, 0));

const from = (address: string): RequestHeaders => ({ "cf-connecting-ip": address, "x-forwarded-for": address });
const insertAsAnon = (body: unknown, headers = from("203.0.113.1")) =>
  insertRows(db, { table: "leads", tableColumns: columns.leads ?? [], role: "anon", body, headers });
const count = async (where = "true", params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from public.leads where ${where}`, params)).rows[0]?.n;

describe("one lead per request", () => {
  it("refuses a multi-row post with a clear error and stores none of it", async () => {
    const before = await count();
    const rows = Array.from({ length: 4000 }, () => validLead());
    const result = await insertAsAnon(rows);
    assert.equal(result.status, 400);
    assert.equal(refusal(result).code, "PT400");
    assert.equal(refusal(result).message, "A request may insert one lead only.");
    assert.equal(await count(), before);
  });

  it("still stores a single lead sent as a one-element array or an object", async () => {
    assert.equal((await insertAsAnon([validLead()])).status, 201);
    assert.equal((await insertAsAnon(validLead())).status, 201);
  });
});

describe("one lead per person per 24 hours", () => {
  it("stores the same person once, answering success to the second submit", async () => {
    const first = validLead();
    const again = {
      ...first,
      id: crypto.randomUUID(),
      email: ` ${first.email.toUpperCase()} `,
      whatsapp: first.whatsapp.replace(/\D/g, ""),
    };
    assert.equal((await insertAsAnon(first)).status, 201);
    assert.equal((await insertAsAnon(again)).status, 201);
    assert.equal(await count("lower(email) = lower($1)", [first.email]), 1);
    assert.equal(await count("id = $1", [again.id]), 0);
  });

  it("keeps a retry of the same id answering 23505", async () => {
    const lead = validLead();
    assert.equal((await insertAsAnon(lead)).status, 201);
    const retry = await insertAsAnon(lead);
    assert.equal(retry.status, 409);
    assert.equal(refusal(retry).code, "23505");
  });

  it("stores the person again after 24 hours, and another WhatsApp at once", async () => {
    const lead = validLead();
    assert.equal((await insertAsAnon(lead)).status, 201);
    assert.equal((await insertAsAnon({ ...lead, id: crypto.randomUUID(), whatsapp: "(21) 99999-0000" })).status, 201);
    await db.query("update public.leads set created_at = now() - interval '25 hours' where id = $1", [lead.id]);
    assert.equal((await insertAsAnon({ ...lead, id: crypto.randomUUID() })).status, 201);
    assert.equal(await count("email = $1", [lead.email]), 3);
  });
});

describe("leads per client address per hour", () => {
  it("caps a flooding address with 429 while other addresses get through", async () => {
    await setLeadsPerAddressPerHour(db, 3);
    const flood = [];
    for (let n = 0; n < 6; n++) flood.push(await insertAsAnon(validLead(), from("198.51.100.7")));
    assert.deepEqual(
      flood.map((result) => result.status),
      [201, 201, 201, 429, 429, 429],
    );
    assert.equal(refusal(flood[3]).code, "PT429");
    assert.match(refusal(flood[3]).message, /Too many leads from this address/);
    assert.equal(refusal(flood[3]).details, "At most 3 leads per address per hour.");
    assert.equal(await count("client_address = $1", ["198.51.100.7"]), 3);
    assert.equal((await insertAsAnon(validLead(), from("198.51.100.8"))).status, 201);
  });

  it("reads the address from cf-connecting-ip, not a client's x-forwarded-for", async () => {
    await setLeadsPerAddressPerHour(db, 1);
    const spoofing = (n: number): RequestHeaders => ({
      "cf-connecting-ip": "192.0.2.50",
      "x-forwarded-for": `10.0.0.${n}, 192.0.2.50`,
    });
    assert.equal((await insertAsAnon(validLead(), spoofing(1))).status, 201);
    assert.equal((await insertAsAnon(validLead(), spoofing(2))).status, 429);
  });

  it("is off at 0, and the setting refuses what is not a whole number", async () => {
    for (let n = 0; n < 5; n++) assert.equal((await insertAsAnon(validLead(), from("198.51.100.9"))).status, 201);
    await assert.rejects(setLeadsPerAddressPerHour(db, -1), /whole number >= 0/);
    await assert.rejects(setLeadsPerAddressPerHour(db, Number("ten")), /whole number >= 0/);
  });
});

describe("the honeypot", () => {
  it("stores no lead, answers success and records the hit with its address", async () => {
    const before = await count();
    const bot = { ...validLead(), lead_note: "https://spam.example" };
    const result = await insertAsAnon(bot, from("192.0.2.99"));
    assert.equal(result.status, 201);
    assert.equal(await count(), before);
    const { rows } = await db.query(
      "select client_address, field_value from public.lead_honeypot_hits order by id desc limit 1",
    );
    assert.deepEqual(rows, [{ client_address: "192.0.2.99", field_value: "https://spam.example" }]);
  });

  it("lets an empty honeypot through", async () => {
    const lead = { ...validLead(), lead_note: "  " };
    assert.equal((await insertAsAnon(lead)).status, 201);
    assert.equal(await count("id = $1 and lead_note is null", [lead.id]), 1);
  });
});

describe("names are text", () => {
  for (const name of ["Robert'); DROP TABLE leads;--", "<script>alert(1)</script>", "' OR '1'='1"]) {
    it(`stores ${JSON.stringify(name)} verbatim`, async () => {
      const lead = { ...validLead(), name };
      assert.equal((await insertAsAnon(lead)).status, 201);
      assert.deepEqual((await db.query("select name from public.leads where id = $1", [lead.id])).rows, [{ name }]);
    });
  }

  it("never lets anon mark a lead forwarded or choose its address", async () => {
    for (const column of ["forwarded_to_sheets_at", "client_address"]) {
      const result = await insertAsAnon({
        ...validLead(),
        [column]: column === "client_address" ? "1.1.1.1" : "2020-01-01",
      });
      assert.equal(refusal(result).code, "42501", column);
    }
  });
});
