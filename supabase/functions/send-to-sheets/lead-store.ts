// The leads table as an outbox, through the project's REST API with the service-role key. Each
// call is one SQL function (migration 20251201000000_leads_forwarding_outbox.sql): a claim marks
// the lead in the same statement that reads it, so two calls (the browser's and a sweep's, or two
// sweeps) never both forward one lead.

export interface LeadStore {
  /** SUPABASE_URL */
  url: string;
  /** SUPABASE_SERVICE_ROLE_KEY: never leaves the function. */
  serviceRoleKey: string;
}

export const leadFields = [
  "name",
  "whatsapp",
  "email",
  "investment_type",
  "capital_range",
  "execution_format",
  "understands_discipline",
] as const;

export type SheetLead = Record<(typeof leadFields)[number], string>;

/** A lead this call holds the claim on: its id, which attempt this is, and the stored values. */
export interface ClaimedLead {
  id: string;
  attempt: number;
  lead: SheetLead;
}

export type Claim =
  | { status: "claimed"; claimed: ClaimedLead }
  | { status: "already_forwarded" | "in_progress" | "gave_up" | "unknown" | "unavailable" };

/** What release_lead_for_sheets decided: try again at nextAt, or failed for good. */
export interface Release {
  state: "pending" | "failed" | "not_pending";
  attempts: number;
  nextAt: string | null;
}

/** A lead pending for over an hour, as report_overdue_leads_for_sheets names it. */
export interface OverdueLead {
  id: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
  nextAt: string | null;
}

const storeTimeoutMs = 5000;

/** Calls one SQL function; its JSON answer, or undefined when the store could not be reached or refused. */
async function rpc(store: LeadStore, name: string, args: Record<string, unknown>): Promise<unknown> {
  try {
    const response = await fetch(`${store.url.replace(/\/$/, "")}/rest/v1/rpc/${name}`, {
      method: "POST",
      headers: {
        apikey: store.serviceRoleKey,
        Authorization: `Bearer ${store.serviceRoleKey}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(storeTimeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return undefined;
    }
    return await response.json();
  } catch {
    return undefined;
  }
}

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The stored lead's seven fields and its id, taken from the claim's answer only. */
function claimedLead(value: unknown): ClaimedLead | null {
  const row = record(value);
  if (!row || typeof row.id !== "string") return null;
  const lead = {} as SheetLead;
  for (const field of leadFields) {
    const cell = row[field];
    if (typeof cell !== "string") return null;
    lead[field] = cell;
  }
  return { id: row.id, attempt: typeof row.attempt === "number" ? row.attempt : 1, lead };
}

const asOfArgs = (asOf?: string) => (asOf ? { as_of: asOf } : {});

/** The fast path: claims one lead by id. */
export async function claimLead(store: LeadStore, leadId: string): Promise<Claim> {
  const answer = record(await rpc(store, "claim_lead_for_sheets", { lead_id: leadId }));
  const status = answer?.status;
  if (status === "already_forwarded" || status === "in_progress" || status === "gave_up" || status === "unknown") {
    return { status };
  }
  const claimed = status === "claimed" ? claimedLead(answer?.lead) : null;
  return claimed ? { status: "claimed", claimed } : { status: "unavailable" };
}

/** The sweep: claims up to maxLeads due leads; null when the store could not be read. */
export async function claimDueLeads(store: LeadStore, maxLeads: number, asOf?: string): Promise<ClaimedLead[] | null> {
  const answer = await rpc(store, "claim_due_leads_for_sheets", { max_leads: maxLeads, ...asOfArgs(asOf) });
  if (!Array.isArray(answer)) return null;
  return answer.map(claimedLead).filter((lead): lead is ClaimedLead => lead !== null);
}

/** Marks the lead forwarded; false when that could not be recorded. */
export async function completeLead(store: LeadStore, leadId: string, asOf?: string): Promise<boolean> {
  const answer = record(await rpc(store, "complete_lead_for_sheets", { lead_id: leadId, ...asOfArgs(asOf) }));
  return answer !== null;
}

/** Gives the claim back with the reason; null when the store could not be reached (the claim then lapses). */
export async function releaseLead(store: LeadStore, leadId: string, error: string, asOf?: string): Promise<Release | null> {
  const answer = record(await rpc(store, "release_lead_for_sheets", { lead_id: leadId, error, ...asOfArgs(asOf) }));
  if (!answer) return null;
  const state = answer.state === "failed" || answer.state === "pending" ? answer.state : "not_pending";
  return {
    state,
    attempts: typeof answer.attempts === "number" ? answer.attempts : 0,
    nextAt: typeof answer.next_at === "string" ? answer.next_at : null,
  };
}

/** Leads pending for over an hour not named in the last hour (each call names them once). */
export async function reportOverdueLeads(store: LeadStore, asOf?: string): Promise<OverdueLead[]> {
  const answer = await rpc(store, "report_overdue_leads_for_sheets", asOfArgs(asOf));
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((value) => {
    const row = record(value);
    if (!row || typeof row.id !== "string") return [];
    return [{
      id: row.id,
      createdAt: String(row.created_at ?? ""),
      attempts: typeof row.attempts === "number" ? row.attempts : 0,
      lastError: typeof row.last_error === "string" ? row.last_error : null,
      nextAt: typeof row.next_at === "string" ? row.next_at : null,
    }];
  });
}
