#!/usr/bin/env node
// `npm run leads`: the leads and script leads a backend has captured, each with its forwarding to
// the sheet, the honeypot hits, then the counts by kind and state and the oldest lead the sheet has
// not taken. Reads the running local backend in BACKEND_DIR (default .local-backend), or a hosted
// project when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set (docs/lead-forwarding.md).
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { leadFields, scriptLeadFields } from "../supabase/functions/_shared/lead-fields.ts";
import { forwardingLabel, lastErrorCell, summaryLines } from "./leads/forwarding-report.ts";
import type { ForwardingSummary, LeadForwarding } from "./leads/forwarding-report.ts";

/** The rows of each table read here, as PostgREST returns them. */
type Lead = LeadForwarding & Record<string, unknown>;
interface HoneypotHit {
  created_at: string;
  client_address: string | null;
  field_value: string;
}

/** The newest rows of each table shown; the counts cover every row. */
const shownRows = 500;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The hosted project given by the environment, or the running local backend. */
function target(): { url: string; key: string; where: string } {
  const hostedUrl = process.env.SUPABASE_URL?.trim();
  const hostedKey = process.env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (hostedUrl && hostedKey) return { url: hostedUrl.replace(/\/+$/, ""), key: hostedKey, where: hostedUrl };
  if (hostedUrl || hostedKey) fail("Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY to read a hosted project.");
  const dir = resolve(process.env.BACKEND_DIR ?? ".local-backend");
  const lockFile = join(dir, "backend.lock");
  const keyFile = join(dir, "service-role-key");
  if (!existsSync(lockFile) || !existsSync(keyFile))
    fail(
      `No local backend is running on ${dir}. Start it with npm start, or set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY for a hosted project.`,
    );
  const { url } = JSON.parse(readFileSync(lockFile, "utf8")) as { url: string };
  return { url, key: readFileSync(keyFile, "utf8").trim(), where: url };
}

const { url, key, where } = target();

async function call(path: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${url}${path}`, {
      ...init,
      headers: { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    });
  } catch {
    fail(`The backend at ${where} does not answer. Is it running?`);
  }
  if (!response.ok) fail(`${path} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

async function read<Row>(table: string): Promise<Row[]> {
  const rows = (await call(`/rest/v1/${table}?order=created_at.desc&limit=${shownRows}`)) as Row[];
  return rows.reverse();
}

const time = (iso: string): string => iso.replace("T", " ").slice(0, 19);
const newest = (count: number) => (count === shownRows ? `, the ${shownRows} newest` : "");

const forwardingCells = (lead: Lead) => ({ forwarding: forwardingLabel(lead), "last error": lastErrorCell(lead) });

const leads = await read<Lead>("leads");
console.log(`\nLeads (${leads.length}${newest(leads.length)})`);
if (leads.length) {
  console.table(
    leads.map((lead) => ({
      created: time(lead.created_at),
      ...Object.fromEntries(leadFields.map((field) => [field, lead[field]])),
      ...forwardingCells(lead),
    })),
  );
}

const honeypotHits = await read<HoneypotHit>("lead_honeypot_hits");
console.log(`\nHoneypot hits (${honeypotHits.length}): the hidden field was filled, no lead stored`);
if (honeypotHits.length) {
  console.table(
    honeypotHits.map((hit) => ({
      at: time(hit.created_at),
      address: hit.client_address ?? "",
      field: hit.field_value.slice(0, 60),
    })),
  );
}

const scriptLeads = await read<Lead>("script_leads");
console.log(`\nScript leads (${scriptLeads.length}${newest(scriptLeads.length)})`);
if (scriptLeads.length) {
  console.table(
    scriptLeads.map((lead) => ({
      created: time(lead.created_at),
      ...Object.fromEntries(scriptLeadFields.map((field) => [field, lead[field] ?? ""])),
      ...forwardingCells(lead),
    })),
  );
}

const summary = (await call("/rest/v1/rpc/forwarding_summary_for_sheets", {
  method: "POST",
  body: "{}",
})) as ForwardingSummary;
console.log(`\n${summaryLines(summary).join("\n")}`);
