// What the outbox tests do to the local backend, as its callers do: the visitor's insert (anon key,
// REST), the browser's fast-path call of send-to-sheets, the outbox's SQL functions as the function
// calls them (service-role key, RPC), the lead's stored forwarding state, and `npm run leads`.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";

import { freePort } from "../lib/functions.ts";
import { startBackend, type Backend } from "../lib/start-backend.ts";
import type { SheetStandIn } from "./sheet-stand-in.ts";

/** A lead as the visitor's insert sends it. */
export type LeadRow = { id: string; email: string; name: string } & Record<string, unknown>;

/** The lead's stored forwarding state. */
export interface Forwarding {
  forwarding_state: string;
  forward_attempts: number;
  forward_last_error: string | null;
  forwarded_to_sheets_at: Date | null;
}

/** send-to-sheets's answer: a status, or an error; a sweep's counts. */
export interface FunctionAnswerBody {
  status?: string;
  error?: string;
  claimed?: number;
  forwarded?: number;
  failed?: number;
}

const execFileAsync = promisify(execFile);

/** Resolves once condition() holds (checked every 50 ms); fails naming `what` after timeoutMs. */
export async function eventually(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 30000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** A backend on dir forwarding to the sheet, with no sweep timer: the test runs each sweep on its clock (() => Date). */
export async function startOutboxBackend({
  dir,
  sheet,
  clock,
  log,
}: {
  dir: string;
  sheet: SheetStandIn;
  clock: () => Date;
  log?: (line: string) => void;
}): Promise<Backend> {
  return startBackend({
    dir,
    port: await freePort(),
    leadsPerAddressPerHour: 0,
    secrets: { SHEETS_WEBHOOK_URL: sheet.url },
    sweepIntervalMs: 0,
    sweepClock: clock,
    log,
  });
}

/** outboxHarness(() => backend): the helpers, reading the backend when called (tests restart it). */
export function outboxHarness(current: () => Backend) {
  const insert = (lead: Record<string, unknown>) =>
    fetch(`${current().url}/rest/v1/leads`, {
      method: "POST",
      headers: { apikey: current().anonKey, "Content-Type": "application/json" },
      body: JSON.stringify([lead]),
    });
  return {
    insert,
    store: async <T extends Record<string, unknown>>(lead: T): Promise<T> => {
      const response = await insert(lead);
      assert.equal(response.status, 201, await response.text());
      return lead;
    },
    /** The browser's fast path, as supabase-js's functions.invoke sends it. */
    invoke: async (id: string): Promise<{ status: number; body: FunctionAnswerBody }> => {
      const response = await fetch(`${current().url}/functions/v1/send-to-sheets`, {
        method: "POST",
        headers: {
          apikey: current().anonKey,
          Authorization: `Bearer ${current().anonKey}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ id }),
      });
      return { status: response.status, body: (await response.json()) as FunctionAnswerBody };
    },
    /** One of the outbox's SQL functions, called as send-to-sheets calls it. */
    rpc: async <T = unknown>(name: string, args: Record<string, unknown>): Promise<T> => {
      const key = current().serviceRoleKey;
      const response = await fetch(`${current().url}/rest/v1/rpc/${name}`, {
        method: "POST",
        headers: { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
        body: JSON.stringify(args),
      });
      assert.equal(response.status, 200, `${name}: ${response.status}`);
      return (await response.json()) as T;
    },
    /** A script generator's contact, posted as the browser posts it (form data, no key). */
    postScriptLead: async (fields: {
      Name: string;
      Email: string;
      Source?: string;
    }): Promise<{ status: number; body: FunctionAnswerBody & { id?: string; forwarding?: string } }> => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const response = await fetch(`${current().url}/functions/v1/send-to-sheets/script-leads`, {
        method: "POST",
        body: form,
      });
      return {
        status: response.status,
        body: (await response.json()) as FunctionAnswerBody & { id?: string; forwarding?: string },
      };
    },
    /** The stored forwarding state of a lead of either kind. */
    forwarding: async (lead: { id: string }): Promise<Forwarding> => {
      const columns = "forwarding_state, forward_attempts, forward_last_error, forwarded_to_sheets_at";
      const { rows } = await current().db.query<Forwarding>(
        `select ${columns} from public.leads where id = $1 union all select ${columns} from public.script_leads where id = $1`,
        [lead.id],
      );
      assert.ok(rows[0], `no lead ${lead.id}`);
      return rows[0];
    },
    /** What `npm run leads` prints for the backend in dir. */
    leadsReport: async (): Promise<string> => {
      const { stdout } = await execFileAsync(
        process.execPath,
        [resolve(import.meta.dirname, "../../scripts/leads.ts")],
        {
          env: { ...process.env, BACKEND_DIR: current().dir },
        },
      );
      return stdout;
    },
  };
}
