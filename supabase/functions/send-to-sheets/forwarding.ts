// Forwarding one claimed lead to the webhook, the same way for the browser's call and the sweep:
// post the stored values (cells made safe), then record the outcome. A failure gives the claim back
// with its reason and the lead waits for its backoff; the log names the lead by id only.
import {
  type ClaimedLead,
  completeLead,
  type LeadStore,
  type OverdueLead,
  releaseLead,
  type Release,
  reportOverdueLeads,
} from "./lead-store.ts";
import { safeCells } from "./safe-cells.ts";

export type LogLevel = "info" | "warn" | "error";
export type Log = (level: LogLevel, message: string) => void;

export const consoleLog: Log = (level, message) => console[level](`send-to-sheets: ${message}`);

export interface ForwardingConfig {
  webhookUrl: string;
  timeoutMs: number;
  store: LeadStore;
  log: Log;
}

export type Outcome =
  | { status: "forwarded" }
  | { status: "failed"; reason: string; release: Release | null };

/** Posts the row to the webhook; the reason it failed, or null. */
async function postToWebhook(config: ForwardingConfig, row: Record<string, string>): Promise<string | null> {
  try {
    const response = await fetch(config.webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(row),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? null : `answered ${response.status}`;
  } catch (error) {
    return error instanceof DOMException && error.name === "TimeoutError" ? "timed out" : "could not be reached";
  }
}

/** asOf: the sweep's clock (ISO), or undefined for the database's own. */
export async function forwardClaimedLead(config: ForwardingConfig, claimed: ClaimedLead, asOf?: string): Promise<Outcome> {
  const failure = await postToWebhook(config, { ...safeCells(claimed.lead), received_at: new Date().toISOString() });
  if (!failure) {
    // One retry: a lead that reached the sheet but is not marked would go again once its claim lapses.
    if (!(await completeLead(config.store, claimed.id, asOf)) && !(await completeLead(config.store, claimed.id, asOf))) {
      config.log("error", `lead ${claimed.id} reached the sheet but could not be marked forwarded; it may be sent again once its claim lapses`);
    }
    return { status: "forwarded" };
  }
  const reason = `The sheets webhook ${failure}.`;
  const release = await releaseLead(config.store, claimed.id, reason, asOf);
  logFailure(config.log, claimed, reason, release);
  return { status: "failed", reason, release };
}

function logFailure(log: Log, claimed: ClaimedLead, reason: string, release: Release | null): void {
  const attempt = `lead ${claimed.id}: attempt ${claimed.attempt} failed (${reason})`;
  if (!release) {
    log("error", `${attempt}; the claim could not be given back, so the lead waits until it lapses (2 minutes)`);
  } else if (release.state === "failed") {
    log("error", `${attempt}; FAILED after 24 hours of attempts (${release.attempts}); it is no longer retried: select public.retry_failed_leads_for_sheets() queues it again`);
  } else {
    log("warn", `${attempt}; next attempt after ${release.nextAt ?? "its backoff"}`);
  }
}

/** Names each lead pending for over an hour (at most once an hour each), so a stuck lead shows in the log. */
export async function logOverdueLeads(config: Pick<ForwardingConfig, "store" | "log">, asOf?: string): Promise<OverdueLead[]> {
  const overdue = await reportOverdueLeads(config.store, asOf);
  for (const lead of overdue) {
    const error = lead.lastError ? `last error: ${lead.lastError}` : "no attempt has failed: is the sweep (cron job) running?";
    config.log("error", `lead ${lead.id} still pending over an hour after it was stored (${lead.createdAt}); ${lead.attempts} attempts; ${error}`);
  }
  return overdue;
}
