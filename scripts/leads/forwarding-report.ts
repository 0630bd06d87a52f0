// How `npm run leads` shows each lead's forwarding: its state in words, the counts by kind and state,
// and the oldest lead the sheet has not taken (forwarding_summary_for_sheets, migration 20251220000000).
import { ageInWords } from "../../supabase/functions/_shared/age-in-words.ts";
import type { LeadKind } from "../../supabase/functions/_shared/lead-fields.ts";

/** The forwarding columns of a stored lead of either kind, as PostgREST returns them. */
export interface LeadForwarding {
  id: string;
  email: string;
  created_at: string;
  /** "failed": only a row stored under older rules the table now refuses (it is never sent). */
  forwarding_state: "pending" | "forwarded" | "failed" | null;
  forward_attempts: number;
  forwarded_to_sheets_at: string | null;
  forward_last_error: string | null;
}

/** What forwarding_summary_for_sheets answers. */
export interface ForwardingSummary {
  counts: { kind: LeadKind; state: string; count: number }[];
  oldest_not_taken: {
    kind: LeadKind;
    id: string;
    email: string;
    created_at: string;
    state: string;
    attempts: number;
    last_error: string | null;
    age_seconds: number;
  } | null;
}

export const overdueAfterMs = 60 * 60 * 1000;

const time = (iso: string | null): string => (iso ? iso.replace("T", " ").slice(0, 19) : "");

/** The reason without the words every reason starts with, so what the sheet answered shows first. */
const reasonOnly = (error: string): string => error.replace(/^The sheets webhook /, "");

/** One lead's forwarding in a few words, e.g. "forwarded 2025-12-01 10:00:03" or "PENDING > 1 h (3 attempts)". */
export function forwardingLabel(lead: LeadForwarding, now = Date.now()): string {
  const attempts = `${lead.forward_attempts} attempt${lead.forward_attempts === 1 ? "" : "s"}`;
  switch (lead.forwarding_state) {
    case "forwarded":
      return `forwarded ${time(lead.forwarded_to_sheets_at)}`;
    case "failed":
      return `FAILED (${attempts})`;
    case "pending":
      return now - Date.parse(lead.created_at) >= overdueAfterMs
        ? `PENDING > 1 h (${attempts})`
        : `pending (${attempts})`;
    default:
      return String(lead.forwarding_state ?? "unknown");
  }
}

/** The last failed attempt's reason in a table cell ("answered 200 with an HTML page, not {"ok": true}: has the …"). */
export function lastErrorCell(lead: LeadForwarding, width = 80): string {
  if (lead.forwarding_state === "forwarded" || !lead.forward_last_error) return "";
  const reason = reasonOnly(lead.forward_last_error);
  return reason.length > width ? `${reason.slice(0, width - 1)}…` : reason;
}

const kindWords: Record<LeadKind, [label: string, oneLead: string]> = {
  lead: ["Leads", "lead"],
  script_lead: ["Script leads", "script lead"],
};

/** "Leads: 12 forwarded, 1 pending. Script leads: 3 forwarded, 0 pending.", then the oldest lead not taken. */
export function summaryLines(summary: ForwardingSummary): string[] {
  const count = (kind: LeadKind, state: string) =>
    summary.counts.find((entry) => entry.kind === kind && entry.state === state)?.count ?? 0;
  const counts = (Object.keys(kindWords) as LeadKind[]).map((kind) => {
    const failed = count(kind, "failed");
    const refused = failed ? `, ${failed} failed (stored under older rules; never sent)` : "";
    return `${kindWords[kind][0]}: ${count(kind, "forwarded")} forwarded, ${count(kind, "pending")} pending${refused}.`;
  });
  const oldest = summary.oldest_not_taken;
  const oldestLine = oldest
    ? `Oldest lead not taken: ${kindWords[oldest.kind][1]} ${oldest.id} (${oldest.email}), stored ${time(oldest.created_at)}, ` +
      `${ageInWords(oldest.age_seconds)} ago, ${oldest.attempts} attempts; last error: ${oldest.last_error ? reasonOnly(oldest.last_error) : "none yet"}`
    : "Every lead has reached the sheet.";
  return [`Forwarding to the sheet: ${counts.join(" ")}`, oldestLine];
}
