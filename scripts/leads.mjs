#!/usr/bin/env node
// `npm run leads`: prints the leads (with each one's forwarding to the sheet), honeypot hits and script
// leads the running local backend has captured,
// read with the service-role key from BACKEND_DIR (default .local-backend).
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { forwardingLabel, forwardingSummary, lastErrorCell } from "./lib/lead-forwarding-report.mjs";

const dir = resolve(process.env.BACKEND_DIR ?? ".local-backend");
const lockFile = join(dir, "backend.lock");
const keyFile = join(dir, "service-role-key");

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!existsSync(lockFile) || !existsSync(keyFile)) fail(`No local backend is running on ${dir}. Start it with npm start.`);
const { url } = JSON.parse(readFileSync(lockFile, "utf8"));
const key = readFileSync(keyFile, "utf8").trim();

async function read(table) {
  let response;
  try {
    response = await fetch(`${url}/rest/v1/${table}?order=created_at.asc`, {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    });
  } catch {
    fail(`The local backend at ${url} does not answer. Is npm start still running?`);
  }
  if (!response.ok) fail(`Reading ${table} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

const time = (iso) => iso.replace("T", " ").slice(0, 19);
const leads = await read("leads");
const scriptLeads = await read("script_leads");

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
const honeypotHits = await read("lead_honeypot_hits");
console.log(`\nHoneypot hits (${honeypotHits.length}): the hidden field was filled, no lead stored`);
if (honeypotHits.length) {
  console.table(honeypotHits.map((hit) => ({ at: time(hit.created_at), address: hit.client_address ?? "", field: hit.field_value.slice(0, 60) })));
}
console.log(`\nScript leads (${scriptLeads.length})`);
if (scriptLeads.length) {
  console.table(scriptLeads.map((lead) => ({ created: time(lead.created_at), name: lead.name, email: lead.email, page: lead.source ?? "" })));
}
