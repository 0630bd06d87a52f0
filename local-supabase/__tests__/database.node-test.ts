// The leads tables on a real Postgres (PGlite), as the anon role the browser uses.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";

import type { PGlite } from "@electric-sql/pglite";

import { applyMigrations, asRole, openDatabase, tableColumns } from "../lib/database.ts";
import { localAnonKey } from "../lib/keys.ts";
import { insertRows } from "../lib/rest.ts";
import { badLeadPayloads, validLead } from "./bad-lead-payloads.ts";
import { refusal } from "./refusal.ts";

let db: PGlite;
let columns: Record<string, string[]>;
const insertAsAnon = (table: string, body: unknown, extra: { returnRepresentation?: boolean } = {}) =>
  insertRows(db, { table, tableColumns: columns[table] ?? [], role: "anon", body, ...extra });
const count = async (table: string) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]?.n;

before(async () => {
  ({ db } = await openDatabase());
  columns = await tableColumns(db, ["leads", "script_leads"]);
});
after(() => db.close());

describe("migrations", () => {
  it("are applied in order once and recorded", async () => {
    const { rows } = await db.query("select version, name from supabase_migrations.schema_migrations order by version");
    assert.deepEqual(rows, [
      { version: "20250601000000", name: "leads" },
      { version: "20250601000100", name: "script_leads" },
      { version: "20251120000000", name: "leads_honest_visitors" },
      { version: "20251123000100", name: "script_leads_contact_rules" },
      { version: "20251201000000", name: "leads_forwarding_outbox" },
      { version: "20251210000000", name: "leads_forwarding_claims" },
      { version: "20251220000000", name: "script_leads_outbox_no_silent_leads" },
    ]);
    assert.deepEqual(await applyMigrations(db), []);
  });
});

describe("leads as anon", () => {
  it("accepts a valid lead with the client's id", async () => {
    const lead = validLead();
    const result = await insertAsAnon("leads", [lead]);
    assert.equal(result.status, 201);
    const { rows } = await db.query<{ email: string; created_at: unknown }>(
      "select name, email, created_at from public.leads where id = $1",
      [lead.id],
    );
    assert.equal(rows[0]?.email, lead.email);
    assert.ok(rows[0]?.created_at instanceof Date);
  });

  it("accepts names in any script with apostrophes and hyphens", async () => {
    for (const name of ["José Ñandú", "Ana-Clara d'Ávila", "Zoë O'Brien Jr."]) {
      assert.equal((await insertAsAnon("leads", { ...validLead(), name })).status, 201, name);
    }
  });

  it("answers a repeated id with 23505 and stores it once", async () => {
    const lead = validLead();
    assert.equal((await insertAsAnon("leads", lead)).status, 201);
    const repeat = await insertAsAnon("leads", lead);
    assert.equal(repeat.status, 409);
    assert.equal(refusal(repeat).code, "23505");
    assert.equal(
      (await db.query<{ n: number }>("select count(*)::int as n from public.leads where id = $1", [lead.id])).rows[0]
        ?.n,
      1,
    );
  });

  for (const [verb, sql] of [
    ["select", "select * from public.leads"],
    ["update", "update public.leads set name = 'Hacked'"],
    ["delete", "delete from public.leads"],
  ] as const) {
    it(`is denied ${verb}`, async () => {
      await assert.rejects(
        asRole(db, "anon", (tx) => tx.query(sql)),
        (error: { code?: string; message: string }) =>
          error.code === "42501" && /permission denied for table leads/.test(error.message),
      );
    });
  }

  it("cannot read back what it inserted (return=representation needs SELECT)", async () => {
    const before = await count("leads");
    const result = await insertAsAnon("leads", validLead(), { returnRepresentation: true });
    assert.equal(result.status, 401);
    assert.equal(refusal(result).code, "42501");
    assert.equal(await count("leads"), before);
  });

  it("is refused a column the table does not have", async () => {
    const result = await insertAsAnon("leads", { ...validLead(), webhook_url: "https://evil.example" });
    assert.equal(result.status, 400);
    assert.equal(refusal(result).code, "PGRST204");
  });
});

describe(`${badLeadPayloads.length} crafted bad lead payloads`, () => {
  it("are at least 50", () => assert.ok(badLeadPayloads.length >= 50));

  for (const bad of badLeadPayloads) {
    it(`refuses ${bad.name}${bad.constraint ? ` by ${[bad.constraint].flat().join(" or ")}` : bad.column ? ` as NOT NULL ${bad.column}` : ` with ${bad.code}`}`, async () => {
      const before = await count("leads");
      const result = await insertAsAnon("leads", [bad.payload]);
      assert.equal(refusal(result).code, bad.code, JSON.stringify(result.body));
      assert.ok(result.status >= 400 && result.status < 500);
      if (bad.constraint)
        assert.match(
          refusal(result).message,
          new RegExp(`violates check constraint "(${[bad.constraint].flat().join("|")})"`),
        );
      if (bad.column) assert.match(refusal(result).message, new RegExp(`column "${bad.column}"`));
      assert.equal(await count("leads"), before, "nothing stored");
    });
  }

  it("stores nothing from a batch holding one bad row", async () => {
    const before = await count("leads");
    const result = await insertAsAnon("leads", [validLead(), { ...validLead(), email: "nope" }]);
    assert.equal(result.status, 400);
    assert.equal(await count("leads"), before);
  });
});

describe("script_leads as anon", () => {
  it("accepts name, email and a page path", async () => {
    const result = await insertAsAnon("script_leads", {
      name: "Joe Bloggs",
      email: "joe@example.com",
      source: "/script-generator",
    });
    assert.equal(result.status, 201);
  });

  for (const [label, row, constraint] of [
    ["an empty name", { name: " ", email: "joe@example.com" }, "script_leads_name_length"],
    ["a line break in the name", { name: "Joe\nBloggs", email: "joe@example.com" }, "script_leads_name_characters"],
    ["a bad email", { name: "Joe", email: "joe@" }, "script_leads_email_format"],
    [
      "a URL as source",
      { name: "Joe", email: "joe@example.com", source: "https://evil.example" },
      "script_leads_source_path",
    ],
    [
      "a query string in source",
      { name: "Joe", email: "joe@example.com", source: "/x?<script>" },
      "script_leads_source_path",
    ],
  ] as const) {
    it(`refuses ${label} by ${constraint}`, async () => {
      const result = await insertAsAnon("script_leads", row);
      assert.equal(refusal(result).code, "23514");
      assert.match(refusal(result).message, new RegExp(`"${constraint}"`));
    });
  }

  it("is denied select, and a chosen id", async () => {
    await assert.rejects(
      asRole(db, "anon", (tx) => tx.query("select * from public.script_leads")),
      { code: "42501" },
    );
    const result = await insertAsAnon("script_leads", { id: validLead().id, name: "Joe", email: "joe@example.com" });
    assert.equal(refusal(result).code, "42501");
  });
});

describe("service_role", () => {
  it("reads every lead", async () => {
    const rows = await asRole(db, "service_role", (tx) => tx.query("select id from public.leads"));
    assert.equal(rows.rows.length, await count("leads"));
  });
});

describe("local anon key", () => {
  it("is the default the site is built with", () => {
    const config = readFileSync(new URL("../../src/config/local-backend.ts", import.meta.url), "utf8");
    assert.ok(config.includes(localAnonKey));
  });
});
