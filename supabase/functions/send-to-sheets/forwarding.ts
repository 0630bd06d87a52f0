// Forwarding one claimed lead to the webhook, the same way for the browser's call and the sweep:
// deliver it (delivery.ts: the protocol), then record the outcome as the claim's holder. A failure
// gives the claim back with its reason and the lead waits for its backoff; the log names the lead
// by id only.
import { ageInWords } from "../_shared/age-in-words.ts";
import { deliver, deliveryOf } from "./delivery.ts";
import {
  type ClaimedLead,
  completeLead,
  type LeadStore,
  type OverdueLead,
  releaseLead,
  type Release,
  reportOverdueLeads,
} from "./lead-store.ts";

export type LogLevel = "info" | "warn" | "error";
export type Log = (level: LogLevel, message: string) => void;

export const consoleLog: Log = (level, message) => console[level](`send-to-sheets: ${message}`);

export interface ForwardingConfig {
  webhookUrl: string;
  timeoutMs: number;
  store: LeadStore;
  log: Log;
}

export type Outcome = { status: "forwarded" } | { status: "failed"; reason: string; release: Release | null };

/** Records that the sheet took the lead; one retry when the store does not answer. */
async function recordForwarded(
  config: ForwardingConfig,
  claimed: ClaimedLead,
  asOf?: () => string | undefined,
): Promise<void> {
  const state =
    (await completeLead(config.store, claimed, asOf?.())) ?? (await completeLead(config.store, claimed, asOf?.()));
  if (state === null) {
    config.log(
      "error",
      `lead ${claimed.id} reached the sheet but could not be marked forwarded; it may be sent again once its claim lapses (the sheet skips a lead_id it has)`,
    );
  } else if (state === "not_holder") {
    config.log(
      "warn",
      `lead ${claimed.id} reached the sheet after this call's claim had passed to another call, which records it`,
    );
  }
}

/** asOf: the sweep's clock (ISO, read when each step runs), or undefined for the database's own. */
export async function forwardClaimedLead(
  config: ForwardingConfig,
  claimed: ClaimedLead,
  asOf?: () => string | undefined,
): Promise<Outcome> {
  const failure = await deliver(config.webhookUrl, deliveryOf(claimed), config.timeoutMs);
  if (!failure) {
    await recordForwarded(config, claimed, asOf);
    return { status: "forwarded" };
  }
  const reason = `The sheets webhook ${failure}.`;
  const release = await releaseLead(config.store, claimed, reason, asOf?.());
  logFailure(config.log, claimed, reason, release);
  return { status: "failed", reason, release };
}

function logFailure(log: Log, claimed: ClaimedLead, reason: string, release: Release | null): void {
  const attempt = `lead ${claimed.id}: attempt ${claimed.attempt} failed (${reason})`;
  if (!release) {
    log("error", `${attempt}; the claim could not be given back, so the lead waits until it lapses (2 minutes)`);
  } else if (release.state !== "pending") {
    log("warn", `${attempt}; this call no longer held the lead (${release.state}), so its state is left to the holder`);
  } else {
    log("warn", `${attempt}; next attempt after ${release.nextAt ?? "its backoff"}`);
  }
}

/**
 * The hourly report: names every lead of either kind not taken an hour after it was stored, once
 * an hour each for as long as it is not taken, with its age, attempts and last reason.
 */
export async function logOverdueLeads(
  config: Pick<ForwardingConfig, "store" | "log">,
  asOf?: string,
): Promise<OverdueLead[]> {
  const overdue = await reportOverdueLeads(config.store, asOf);
  for (const lead of overdue) {
    const error = lead.lastError
      ? `last error: ${lead.lastError}`
      : "no attempt has failed: is the sweep (cron job) running?";
    const kind = lead.kind === "script_lead" ? "script lead" : "lead";
    config.log(
      "error",
      `${kind} ${lead.id} not taken by the sheet ${ageInWords(lead.ageSeconds)} after it was stored (${lead.createdAt}); ${lead.attempts} attempts; ${error}`,
    );
  }
  return overdue;
}
