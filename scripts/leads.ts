#!/usr/bin/env node
// `npm run leads`: prints the leads (with each one's forwarding to the sheet), honeypot hits and script
// leads the running local backend has captured,
// read with the service-role key from BACKEND_DIR (default .local-backend).
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { forwardingLabel, forwardingSummary, lastErrorCell } from "./leads/forwarding-report.ts";
import type { LeadForwarding } from "./leads/forwarding-report.ts";

/** The rows of each table read here, as PostgREST returns them. */
interface Lead extends LeadForwarding {
  name: string;
  whatsapp: string;
  investment_type: string;
  capital_range: string;
  execution_format: string;
  understands_discipline: string;
}
interface HoneypotHit {
  created_at: string;
  client_address: string | null;
  field_value: string;
}
interface ScriptLead {
  created_at: string;
  name: string;
  email: string;
  source: string | null;
}

const dir = resolve(process.env.BACKEND_DIR ?? ".local-backend");
const lockFile = join(dir, "backend.lock");
const keyFile = join(dir, "service-role-key");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!existsSync(lockFile) || !existsSync(keyFile))
  fail(`No local backend is running on ${dir}. Start it with npm start.`);
const { url } = JSON.parse(readFileSync(lockFile, "utf8")) as { url: string };
const key = readFileSync(keyFile, "utf8").trim();

async function read<Row>(table: string): Promise<Row[]> {
  let response: Response;
  try {
    response = await fetch(`${url}/rest/v1/${table}?order=created_at.asc`, {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    });
  } catch {
    fail(`The local backend at ${url} does not answer. Is npm start still running?`);
  }
  if (!response.ok) fail(`Reading ${table} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Row[];
}

const time = (iso: string): string => iso.replace("T", " ").slice(0, 19);
const leads = await read<Lead>("leads");
const scriptLeads = await read<ScriptLead>("script_leads");

console.log(`\nLeads (${leads.length})`);
if (leads.length) {
  console.table(
    leads.map((lead) => ({
      created: time(lead.created_at),
      name: lead.name,
      whatsapp: lead.whatsapp,
      email: lead.email,
      investment: lead.investment_type,
      capital: lead.capital_range,
      execution: lead.execution_format,
      discipline: lead.understands_discipline,
      forwarding: forwardingLabel(lead),
      "last error": lastErrorCell(lead),
    })),
  );
  console.log(forwardingSummary(leads).join("\n"));
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
console.log(`\nScript leads (${scriptLeads.length})`);
if (scriptLeads.length) {
  console.table(
    scriptLeads.map((lead) => ({
      created: time(lead.created_at),
      name: lead.name,
      email: lead.email,
      page: lead.source ?? "",
    })),
  );
}
