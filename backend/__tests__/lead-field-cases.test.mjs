// The shared lead-form case list (the Yup tests read the same file) against the leads table, as
// the anon role the browser uses: what the form accepts is stored trimmed, what it refuses the
// table refuses by the named constraint.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";

import { openDatabase, tableColumns } from "../lib/database.mjs";
import { insertRows } from "../lib/rest.mjs";
import { validLead } from "./bad-lead-payloads.mjs";

const { cases } = JSON.parse(
  readFileSync(new URL("../../src/features/lead-capture/__tests__/lead-field-cases.json", import.meta.url), "utf8"),
);

let db;
let columns;
before(async () => {
  ({ db } = await openDatabase());
  columns = await tableColumns(db, ["leads"]);
});
after(() => db.close());

const insertAsAnon = (row) => insertRows(db, { table: "leads", tableColumns: columns.leads, role: "anon", body: [row] });
const stored = async (id) => (await db.query("select name, whatsapp, email from public.leads where id = $1", [id])).rows;

describe(`${cases.length} shared lead-form cases as anon`, () => {
  for (const entry of cases) {
    if (entry.message === null) {
      it(`stores ${entry.label}, trimmed, once`, async () => {
        const lead = { ...validLead(), [entry.field]: entry.value };
        const result = await insertAsAnon(lead);
        assert.equal(result.status, 201, JSON.stringify(result.body));
        const rows = await stored(lead.id);
        assert.equal(rows.length, 1);
        assert.equal(rows[0][entry.field], entry.value.trim());
      });
    } else {
      const constraints = [entry.constraint].flat();
      it(`refuses ${entry.label} by ${constraints.join(" or ")}`, async () => {
        const lead = { ...validLead(), [entry.field]: entry.value };
        const result = await insertAsAnon(lead);
        assert.equal(result.status, 400, JSON.stringify(result.body));
        assert.equal(result.body.code, "23514");
        assert.match(result.body.message, new RegExp(`violates check constraint "(${constraints.join("|")})"`));
        assert.deepEqual(await stored(lead.id), []);
      });
    }
  }
});
