// The shared lead-form case list (the Yup tests read the same file) against the leads table, as
// the anon role the browser uses: what the form accepts is stored trimmed, what it refuses the
// table refuses by the named constraint.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";

import type { PGlite } from "@electric-sql/pglite";

import { openDatabase, tableColumns } from "../lib/database.ts";
import { insertRows } from "../lib/rest.ts";
import { validLead } from "./bad-lead-payloads.ts";
import { refusal } from "./refusal.ts";

/** One case of lead-field-cases.json: a value of a field, and the form's message (null: accepted). */
interface LeadFieldCase {
  label: string;
  field: string;
  value: string;
  message: string | null;
  constraint?: string | string[];
}

const { cases } = JSON.parse(
  readFileSync(new URL("../../src/features/lead-capture/__tests__/lead-field-cases.json", import.meta.url), "utf8"),
) as { cases: LeadFieldCase[] };

let db: PGlite;
let columns: Record<string, string[]>;
before(async () => {
  ({ db } = await openDatabase());
  columns = await tableColumns(db, ["leads"]);
});
after(() => db.close());

const insertAsAnon = (row: Record<string, unknown>) =>
  insertRows(db, { table: "leads", tableColumns: columns.leads ?? [], role: "anon", body: [row] });
const stored = async (id: string) =>
  (await db.query<Record<string, string>>("select name, whatsapp, email from public.leads where id = $1", [id])).rows;

describe(`${cases.length} shared lead-form cases as anon`, () => {
  for (const entry of cases) {
    if (entry.message === null) {
      it(`stores ${entry.label}, trimmed, once`, async () => {
        const lead = { ...validLead(), [entry.field]: entry.value };
        const result = await insertAsAnon(lead);
        assert.equal(result.status, 201, JSON.stringify(result.body));
        const rows = await stored(lead.id);
        assert.equal(rows.length, 1);
        assert.equal(rows[0]?.[entry.field], entry.value.trim());
      });
    } else {
      const constraints = [entry.constraint].flat();
      it(`refuses ${entry.label} by ${constraints.join(" or ")}`, async () => {
        const lead = { ...validLead(), [entry.field]: entry.value };
        const result = await insertAsAnon(lead);
        assert.equal(result.status, 400, JSON.stringify(result.body));
        assert.equal(refusal(result).code, "23514");
        assert.match(refusal(result).message, new RegExp(`violates check constraint "(${constraints.join("|")})"`));
        assert.deepEqual(await stored(lead.id), []);
      });
    }
  }
});
