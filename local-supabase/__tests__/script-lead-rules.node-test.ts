// The script_leads table stores exactly the contacts the copy/download dialog sends: each case
// of the shared list, trimmed as the dialog trims it, posted as form data to send-to-sheets'
// /script-leads route (the real function on Deno, the real migrations in PGlite), as the browser
// posts it; each refusal is a 4xx whose message names the rule, and stores nothing.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";

import { startBackend, type Backend } from "../lib/start-backend.ts";
import { scriptLeadCases } from "./script-lead-cases.ts";

const dir = mkdtempSync(join(tmpdir(), "script-lead-rules-"));
let backend: Backend;

before(async () => {
  backend = await startBackend({ dir, port: 0, leadsPerAddressPerHour: 0, sweepIntervalMs: 0 });
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
  return fetch(`${backend.url}/functions/v1/send-to-sheets/script-leads`, { method: "POST", body: form });
}

/** The rows stored with exactly this email, read as the owner reads them. */
async function storedWithEmail(email: string): Promise<{ name: string; email: string }[]> {
  const { rows } = await backend.db.query<{ name: string; email: string }>(
    "select name, email from public.script_leads where email = $1",
    [email],
  );
  return rows;
}

const scriptLeadCount = async (): Promise<number> =>
  (await backend.db.query<{ n: number }>("select count(*)::int as n from public.script_leads")).rows[0]?.n ?? -1;

/** What the function answers for each of the dialog's reasons to refuse. */
const refusalWords: Record<string, RegExp> = {
  missing: /^(Name|Email|Name and Email) must be filled in\.$/,
  nameTooLong: /^Name must be at most 200 characters\.$/,
  nameControl: /^Name may not hold control characters/,
  emailTooLong: /^Email must be at most 254 characters\.$/,
  emailFormat: /^Email must look like name@example\.com\.$/,
};

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
        const before = await scriptLeadCount();
        const response = await post(sent.name, sent.email);
        assert.equal(response.status, 400);
        assert.match(((await response.json()) as { error: string }).error, refusalWords[refusal] ?? /^$/);
        assert.equal(await scriptLeadCount(), before);
      });
    }
  }
});

describe("bad script-lead bodies: a clear 4xx, and nothing stored", () => {
  const count = scriptLeadCount;
  const form = (fields: Record<string, string>): FormData => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  };
  const route = () => `${backend.url}/functions/v1/send-to-sheets/script-leads`;
  const ok = { Name: "Ada Lovelace", Email: "ada@example.com", Source: "/script-generator" };
  const cases: [label: string, init: RequestInit, status: number, error: RegExp][] = [
    ["no Name field", { body: form({ Email: ok.Email }) }, 400, /^Name must be filled in\.$/],
    ["no fields at all", { body: form({}) }, 400, /^Name and Email must be filled in\.$/],
    ["an empty Email", { body: form({ ...ok, Email: "" }) }, 400, /^Email must be filled in\.$/],
    ["an invalid email", { body: form({ ...ok, Email: "ada@" }) }, 400, /^Email must look like name@example\.com\.$/],
    [
      "markup as the page",
      { body: form({ ...ok, Source: '/x"><script>alert(1)</script>' }) },
      400,
      /^Source must be the page's path/,
    ],
    ["a 100 KB field", { body: form({ ...ok, Name: "A".repeat(100 * 1024) }) }, 413, /larger than 16 KB/],
    [
      "JSON instead of form data",
      { body: JSON.stringify({ Name: ok.Name, Email: ok.Email }), headers: { "Content-Type": "application/json" } },
      415,
      /^Send the contact as form data/,
    ],
    ["no body", {}, 415, /^Send the contact as form data/],
  ];
  for (const [label, init, status, error] of cases) {
    it(`answers ${status} to ${label}`, async () => {
      const before = await count();
      const response = await fetch(route(), { method: "POST", ...init });
      assert.equal(response.status, status);
      assert.match(((await response.json()) as { error: string }).error, error);
      assert.equal(await count(), before);
    });
  }

  it("answers 429 past the per-address cap, as leads do", async () => {
    await backend.db.query("update private.lead_settings set leads_per_address_per_hour = 1");
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 2; n++)
        statuses.push(
          (await fetch(route(), { method: "POST", body: form({ ...ok, Email: `cap${n}@example.com` }) })).status,
        );
      // The earlier cases stored leads from 127.0.0.1 within the hour, so the cap of 1 is reached at once.
      assert.deepEqual(statuses, [429, 429]);
    } finally {
      await backend.db.query("update private.lead_settings set leads_per_address_per_hour = 0");
    }
  });
});
