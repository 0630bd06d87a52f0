// The script_leads table stores exactly the contacts the copy/download dialog sends: each case
// of the shared list, trimmed as the dialog trims it, posted as form data through the collector
// to PGlite, as the browser posts it.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";

import { startBackend, type Backend } from "../lib/start-backend.ts";
import { scriptLeadCases } from "./script-lead-cases.ts";
import { refusalIn } from "./refusal.ts";

const dir = mkdtempSync(join(tmpdir(), "script-lead-rules-"));
let backend: Backend;

before(async () => {
  backend = await startBackend({ dir, port: 0 });
});

after(async () => {
  await backend?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function post(name: string, email: string): Promise<Response> {
  const form = new FormData();
  form.append("Name", name);
  form.append("Email", email);
  form.append("Source", "/script-generator");
  return fetch(`${backend.url}/collect/script-leads`, { method: "POST", body: form });
}

/** The rows stored with exactly this email, read as the owner reads them. */
async function storedWithEmail(email: string): Promise<{ name: string; email: string }[]> {
  const { rows } = await backend.db.query<{ name: string; email: string }>(
    "select name, email from public.script_leads where email = $1",
    [email],
  );
  return rows;
}

describe("script_leads and the contact dialog accept the same contacts", () => {
  for (const { label, name, email, refusal } of scriptLeadCases) {
    // String.prototype.trim, as trimContact in the dialog does.
    const sent = { name: name.trim(), email: email.trim() };
    if (refusal === null) {
      it(`stores ${label}`, async () => {
        const response = await post(sent.name, sent.email);
        assert.equal(response.status, 201, await response.text());
        assert.ok((await storedWithEmail(sent.email)).some((row) => row.name === sent.name));
      });
    } else {
      it(`refuses ${label} (the dialog: ${refusal})`, async () => {
        const response = await post(sent.name, sent.email);
        assert.equal(response.status, 400);
        assert.match((await refusalIn(response)).message, /violates check constraint "script_leads_/);
      });
    }
  }
});
