// The backlog bench of `npm run bench:leads` (docs/lead-forwarding.md, "Throughput"): a campaign
// stores `leads` leads while the owner's sheet is down (it answers 503), then the sheet recovers and
// answers each delivery in `sheetDelayMs` (1 s: a warm Apps Script appending one row). A fresh
// backend process runs the sweep on its timer every 30 s, as Supabase Cron does hosted; the bench
// measures how long after the recovery every lead is forwarded, and that the sheet got each once.
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { startSheetStandIn } from "../../local-supabase/__tests__/sheet-stand-in.ts";
import { freePort } from "../../local-supabase/lib/functions.ts";
import { localAnonKey } from "../../local-supabase/lib/keys.ts";
import { spawnBackend, stopBackend } from "../test-support/e2e-backend.ts";

/** What the bench reports: how the backlog drained, and that the sheet took each lead once. */
export interface LeadDrainReport {
  leads: number;
  sheetDelayMs: number;
  sweepIntervalMs: number;
  deliveriesWhileDown: number;
  drained: boolean;
  pendingAtEnd: number;
  drainedWithinSeconds: number | null;
  leadsPerMinute: number | null;
  withinTenMinutes: boolean;
  takenOnceEach: boolean;
  takenMoreThanOnce: number;
  deliveriesAfterRecovery: number;
  progress: Array<{ seconds: number; left: number }>;
}

const lead = (index: number) => ({
  id: randomUUID(),
  name: "Cliente Campanha",
  whatsapp: `(21) 9${String(index).padStart(4, "0")}-1234`,
  email: `campanha${index}@example.com`,
  investment_type: "bancos_corretoras",
  capital_range: "de_50k_a_250k",
  execution_format: "copytrader",
  understands_discipline: "sim",
});

/** benchLeadDrain({ leads, sheetDelayMs, sweepIntervalMs, limitMs, log }) → the report (JSON-ready). */
export async function benchLeadDrain({
  leads = 1000,
  sheetDelayMs = 1000,
  sweepIntervalMs = 30000,
  limitMs = 15 * 60000,
  log = () => {},
}: {
  leads?: number;
  sheetDelayMs?: number;
  sweepIntervalMs?: number;
  limitMs?: number;
  log?: (line: string) => void;
} = {}): Promise<LeadDrainReport> {
  const sheet = await startSheetStandIn();
  // What the stand-in answers: "ok", "html" or an HTTP status (see sheet-stand-in).
  const sheetControl: { answer: string | number; delayMs: number } = sheet;
  sheetControl.answer = 503;
  const dir = mkdtempSync(join(tmpdir(), "bench-drain-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  try {
    await spawnBackend({
      dir,
      port,
      env: {
        SHEETS_WEBHOOK_URL: sheet.url,
        SHEETS_SWEEP_INTERVAL_MS: String(sweepIntervalMs),
        LEADS_PER_ADDRESS_PER_HOUR: "0",
      },
    });
    const anonKey = localAnonKey;
    const rows = Array.from({ length: leads }, (_, index) => lead(index));
    for (let start = 0; start < rows.length; start += 20) {
      await Promise.all(
        rows.slice(start, start + 20).map(async (row) => {
          const response = await fetch(`${url}/rest/v1/leads`, {
            method: "POST",
            headers: {
              apikey: anonKey,
              Authorization: `Bearer ${anonKey}`,
              "Content-Type": "application/json",
              Prefer: "return=minimal",
            },
            body: JSON.stringify([row]),
          });
          if (response.status !== 201)
            throw new Error(`storing a lead answered ${response.status}: ${await response.text()}`);
        }),
      );
    }
    log(`stored ${leads} leads while the sheet answers 503`);
    // Past every lead's 10 s grace, so the whole backlog is due when the sheet comes back.
    await new Promise((done) => setTimeout(done, 11000));
    const deliveriesWhileDown = sheet.deliveries.length;
    sheetControl.answer = "ok";
    sheetControl.delayMs = sheetDelayMs;
    const recoveredAt = Date.now();
    log(`the sheet answers again, each delivery in ${sheetDelayMs} ms`);

    const serviceKey = readFileSync(join(dir, "service-role-key"), "utf8").trim();
    const pending = async (): Promise<number> => {
      const response = await fetch(`${url}/rest/v1/leads?select=id&forwarding_state=eq.pending`, {
        headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
      });
      return ((await response.json()) as unknown[]).length;
    };
    const progress: LeadDrainReport["progress"] = [];
    let left = leads;
    while (left > 0 && Date.now() - recoveredAt < limitMs) {
      await new Promise((done) => setTimeout(done, 5000));
      left = await pending();
      const seconds = Math.round((Date.now() - recoveredAt) / 1000);
      if (progress.at(-1)?.left !== left) {
        progress.push({ seconds, left });
        log(`${seconds} s after the recovery: ${left} pending`);
      }
    }
    const drainedMs = left === 0 ? Math.max(...sheet.rows.map((row: { at: number }) => row.at)) - recoveredAt : null;
    const ids = rows.map((row) => row.id);
    const takenPerLead = ids.map((id) => sheet.takenDeliveries(id).length);
    return {
      leads,
      sheetDelayMs,
      sweepIntervalMs,
      deliveriesWhileDown,
      drained: left === 0,
      pendingAtEnd: left,
      drainedWithinSeconds: drainedMs === null ? null : Math.round(drainedMs / 1000),
      leadsPerMinute: drainedMs === null ? null : Math.round((leads / drainedMs) * 60000),
      withinTenMinutes: drainedMs !== null && drainedMs <= 10 * 60000,
      takenOnceEach: takenPerLead.every((count) => count === 1),
      takenMoreThanOnce: takenPerLead.filter((count) => count > 1).length,
      deliveriesAfterRecovery: sheet.deliveries.length - deliveriesWhileDown,
      progress,
    };
  } finally {
    await stopBackend(dir);
    await sheet.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
