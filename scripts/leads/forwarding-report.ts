// How `npm run leads` shows each lead's forwarding: its state in words, and the leads an owner must
// look at (pending for over an hour, or failed after its last attempt).

/** The columns of a stored lead this report reads (the leads table's, as PostgREST returns them). */
export interface LeadForwarding {
  id: string;
  email: string;
  created_at: string;
  forwarding_state: "pending" | "forwarded" | "failed" | null;
  forward_attempts: number;
  forwarded_to_sheets_at: string | null;
  forward_last_error: string | null;
}

export const overdueAfterMs = 60 * 60 * 1000;

const time = (iso: string | null): string => (iso ? iso.replace("T", " ").slice(0, 19) : "");

/** True for a lead the owner must look at: failed, or still pending an hour after it was stored. */
export function needsAttention(lead: LeadForwarding, now = Date.now()): boolean {
  if (lead.forwarding_state === "failed") return true;
  return lead.forwarding_state === "pending" && now - Date.parse(lead.created_at) >= overdueAfterMs;
}

/** One lead's forwarding in a few words, e.g. "forwarded 2025-12-01 10:00:03" or "PENDING > 1 h (3 attempts)". */
export function forwardingLabel(lead: LeadForwarding, now = Date.now()): string {
  const attempts = `${lead.forward_attempts} attempt${lead.forward_attempts === 1 ? "" : "s"}`;
  switch (lead.forwarding_state) {
    case "forwarded":
      return `forwarded ${time(lead.forwarded_to_sheets_at)}`;
    case "failed":
      return `FAILED (${attempts})`;
    case "pending":
      return needsAttention(lead, now) ? `PENDING > 1 h (${attempts})` : `pending (${attempts})`;
    default:
      return String(lead.forwarding_state ?? "unknown");
  }
}

/**
 * The last failed attempt's reason in a table cell: without the words every reason starts with, so
 * what the sheet answered fits ("answered 200 with an HTML page, not {"ok": true}: has the …").
 */
export function lastErrorCell(lead: LeadForwarding, width = 80): string {
  if (lead.forwarding_state === "forwarded" || !lead.forward_last_error) return "";
  const reason = lead.forward_last_error.replace(/^The sheets webhook /, "");
  return reason.length > width ? `${reason.slice(0, width - 1)}…` : reason;
}

/** The summary line and the lines naming each lead that needs attention. */
export function forwardingSummary(leads: LeadForwarding[], now = Date.now()): string[] {
  const count = (state: LeadForwarding["forwarding_state"]) =>
    leads.filter((lead) => lead.forwarding_state === state).length;
  const attention = leads.filter((lead) => needsAttention(lead, now));
  const lines = [
    `Forwarding to the sheet: ${count("forwarded")} forwarded, ${count("pending")} pending, ${count("failed")} failed` +
      (attention.length ? ` — ${attention.length} need${attention.length === 1 ? "s" : ""} attention:` : ""),
  ];
  for (const lead of attention) {
    lines.push(
      `  ${lead.id} (${lead.email}, stored ${time(lead.created_at)}): ${forwardingLabel(lead, now)}; last error: ${lead.forward_last_error ?? "none"}`,
    );
  }
  return lines;
}
