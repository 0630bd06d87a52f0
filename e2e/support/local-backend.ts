/**
 * The local backend global-setup started, for browser tests that stop and restart it or read
 * what it stored (as the service role). Mirrors scripts/test-support/e2e-backend.ts, which jest's
 * CommonJS test runtime cannot import.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { LeadValues, ScriptLeadField } from "../../supabase/functions/_shared/lead-fields.ts";

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set; run browser tests through jest.e2e.config.js.`);
  return value;
}

export const backendUrl = (): string => env("E2E_BACKEND_URL");

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function isUp(): Promise<boolean> {
  try {
    return (await fetch(`${backendUrl()}/health`)).ok;
  } catch {
    return false;
  }
}

/** Stops the backend process (SIGTERM) and waits until it no longer answers. */
export async function stopLocalBackend(): Promise<void> {
  const { pid } = JSON.parse(readFileSync(join(env("E2E_BACKEND_DIR"), "backend.lock"), "utf8")) as { pid: number };
  process.kill(pid, "SIGTERM");
  for (let i = 0; i < 200; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(100);
  }
  throw new Error("The local backend did not stop");
}

/** Starts it again on the same data and port; global-teardown stops it by its lock file. */
export async function startLocalBackend(): Promise<void> {
  const child = spawn(process.execPath, ["local-supabase/server.ts"], {
    env: {
      ...process.env,
      BACKEND_DIR: env("E2E_BACKEND_DIR"),
      BACKEND_PORT: env("E2E_BACKEND_PORT"),
      BACKEND_QUIET: "1",
    },
    stdio: "ignore",
    detached: true,
  });
  child.unref();
  for (let i = 0; i < 300; i++) {
    if (await isUp()) return;
    await sleep(200);
  }
  throw new Error("The local backend did not come back");
}

/** A stored lead: its id and the fields declared once in supabase/functions/_shared/lead-fields.ts. */
export type StoredLead = { id: string } & LeadValues;

/** Rows with this email, read with the service-role key. */
export async function leadsWithEmail(email: string): Promise<StoredLead[]> {
  const key = env("E2E_SERVICE_ROLE_KEY");
  const response = await fetch(`${backendUrl()}/rest/v1/leads?email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  if (!response.ok) throw new Error(`Reading leads failed: ${response.status}`);
  return (await response.json()) as StoredLead[];
}

/** A stored script lead: its fields (source may be null) and its forwarding to the sheet. */
export type StoredScriptLead = { id: string; forwarding_state: string } & Record<
  Exclude<ScriptLeadField, "source">,
  string
> & { source: string | null };

/** Script leads (generator copy/download dialogs) with this email, read with the service-role key. */
export async function scriptLeadsWithEmail(email: string): Promise<StoredScriptLead[]> {
  const key = env("E2E_SERVICE_ROLE_KEY");
  const response = await fetch(`${backendUrl()}/rest/v1/script_leads?email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  if (!response.ok) throw new Error(`Reading script leads failed: ${response.status}`);
  return (await response.json()) as StoredScriptLead[];
}
