// The leads table as an outbox, through the project's REST API with the service-role key. Each
// call is one SQL function (migrations 20251201000000_leads_forwarding_outbox.sql and
// 20251210000000_leads_forwarding_claims.sql): a claim marks one lead in the same statement that
// reads it and gives the caller a token, so two calls (the browser's and a sweep's, or two sweeps)
// never both hold one lead, and only the holder can complete or release it.

export interface LeadStore {
  /** SUPABASE_URL */
  url: string;
  /** SUPABASE_SERVICE_ROLE_KEY: never leaves the function. */
  serviceRoleKey: string;
}

import { type LeadKind, leadKinds } from "../_shared/lead-fields.ts";

/** A stored lead's values as the sheet gets them: the fields of its kind (_shared/lead-fields.ts), as text. */
export type SheetLead = Record<string, string>;

/** A lead this call holds the claim on: its kind, id, when it was stored, which attempt this is, the claim's token and the stored values. */
export interface ClaimedLead {
  kind: LeadKind;
  id: string;
  createdAt: string;
  attempt: number;
  token: string;
  lead: SheetLead;
}

export type Claim =
  | { status: "claimed"; claimed: ClaimedLead }
  | { status: "already_forwarded" | "in_progress" | "waiting" | "gave_up" | "unknown" | "unavailable" };

/** What complete/release did: acted (forwarded, pending, failed), or not, because this call no longer holds the lead. */
export type HolderOnly = "not_holder" | "not_pending" | "unknown";

/** What release_lead_for_sheets decided: try again at nextAt (a lead is never given up), or nothing, as it is not the holder's. */
export interface Release {
  state: "pending" | HolderOnly;
  attempts: number;
  nextAt: string | null;
}

/** A lead not taken an hour after it was stored, as report_overdue_leads_for_sheets names it. */
export interface OverdueLead {
  kind: LeadKind;
  id: string;
  /** Seconds since it was stored, on the clock the report ran on. */
  ageSeconds: number;
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

const kindOf = (value: unknown): LeadKind | null =>
  value === "lead" || value === "script_lead" ? value : value === undefined ? "lead" : null;

/** The stored lead's fields (those of its kind), its id and the claim's token, taken from the claim's answer only. */
function claimedLead(value: unknown): ClaimedLead | null {
  const answer = record(value);
  const row = record(answer?.lead);
  const token = answer?.claim_token;
  const kind = kindOf(answer?.kind);
  if (!row || !kind || typeof row.id !== "string" || typeof row.created_at !== "string" || typeof token !== "string")
    return null;
  const lead: SheetLead = {};
  for (const field of leadKinds[kind].fields) {
    const cell = row[field];
    if (typeof cell !== "string") return null;
    lead[field] = cell;
  }
  return {
    kind,
    id: row.id,
    createdAt: row.created_at,
    attempt: typeof row.attempt === "number" ? row.attempt : 1,
    token,
    lead,
  };
}

const holderOnly = (state: unknown): HolderOnly =>
  state === "not_holder" || state === "not_pending" ? state : "unknown";

const asOfArgs = (asOf?: string) => (asOf ? { as_of: asOf } : {});

/** The fast path: claims one lead by id. */
export async function claimLead(store: LeadStore, leadId: string): Promise<Claim> {
  const answer = record(await rpc(store, "claim_lead_for_sheets", { lead_id: leadId }));
  const status = answer?.status;
  if (
    status === "already_forwarded" ||
    status === "in_progress" ||
    status === "waiting" ||
    status === "gave_up" ||
    status === "unknown"
  ) {
    return { status };
  }
  const claimed = status === "claimed" ? claimedLead(answer) : null;
  return claimed ? { status: "claimed", claimed } : { status: "unavailable" };
}

/** The sweep: claims the one lead most due, just before sending it; null when none is due. */
export async function claimNextLead(store: LeadStore, asOf?: string): Promise<ClaimedLead | null | "unavailable"> {
  const answer = await rpc(store, "claim_next_lead_for_sheets", asOfArgs(asOf));
  if (answer === null) return null;
  return claimedLead(answer) ?? "unavailable";
}

/** Marks the lead forwarded if this call still holds it; null when that could not be recorded. */
export async function completeLead(
  store: LeadStore,
  claimed: ClaimedLead,
  asOf?: string,
): Promise<"forwarded" | HolderOnly | null> {
  const answer = record(
    await rpc(store, "complete_lead_for_sheets", {
      lead_id: claimed.id,
      claim_token: claimed.token,
      ...asOfArgs(asOf),
    }),
  );
  if (!answer) return null;
  return answer.state === "forwarded" ? "forwarded" : holderOnly(answer.state);
}

/** Gives the claim back with the reason; null when the store could not be reached (the claim then lapses). */
export async function releaseLead(
  store: LeadStore,
  claimed: ClaimedLead,
  error: string,
  asOf?: string,
): Promise<Release | null> {
  const answer = record(
    await rpc(store, "release_lead_for_sheets", {
      lead_id: claimed.id,
      claim_token: claimed.token,
      error,
      ...asOfArgs(asOf),
    }),
  );
  if (!answer) return null;
  const state = answer.state === "pending" ? answer.state : holderOnly(answer.state);
  return {
    state,
    attempts: typeof answer.attempts === "number" ? answer.attempts : 0,
    nextAt: typeof answer.next_at === "string" ? answer.next_at : null,
  };
}

/** Leads not taken an hour after they were stored and not named in the last hour (each call names them once). */
export async function reportOverdueLeads(store: LeadStore, asOf?: string): Promise<OverdueLead[]> {
  const answer = await rpc(store, "report_overdue_leads_for_sheets", asOfArgs(asOf));
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((value) => {
    const row = record(value);
    if (!row || typeof row.id !== "string") return [];
    return [
      {
        kind: kindOf(row.kind) ?? "lead",
        id: row.id,
        ageSeconds: typeof row.age_seconds === "number" ? row.age_seconds : 0,
        createdAt: String(row.created_at ?? ""),
        attempts: typeof row.attempts === "number" ? row.attempts : 0,
        lastError: typeof row.last_error === "string" ? row.last_error : null,
        nextAt: typeof row.next_at === "string" ? row.next_at : null,
      },
    ];
  });
}

/** A script lead as the generators send it, with the visitor's address for the per-address cap. */
export interface ScriptLeadPost {
  name: string;
  email: string;
  source: string | null;
  clientAddress: string | null;
}

/** What storing a script lead did: its id, or the table's refusal (PostgREST's status and message). */
export type Stored =
  | { status: "stored"; id: string }
  | { status: "refused"; httpStatus: number; message: string }
  | { status: "unavailable" };

/**
 * Stores a script lead in script_leads through the REST API. The table decides (its contact rules,
 * the per-address cap of its insert trigger), as it does for anon's inserts; the service role is
 * needed only to read back the new row's id, which anon may not select.
 */
export async function storeScriptLead(store: LeadStore, post: ScriptLeadPost): Promise<Stored> {
  let response: Response;
  try {
    response = await fetch(`${store.url.replace(/\/$/, "")}/rest/v1/script_leads?select=id`, {
      method: "POST",
      headers: {
        apikey: store.serviceRoleKey,
        Authorization: `Bearer ${store.serviceRoleKey}`,
        "Content-Type": "application/json",
        Prefer: "return=representation",
      },
      body: JSON.stringify({
        name: post.name,
        email: post.email,
        source: post.source,
        client_address: post.clientAddress,
      }),
      signal: AbortSignal.timeout(storeTimeoutMs),
    });
  } catch {
    return { status: "unavailable" };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const id = Array.isArray(answer) ? record(answer[0])?.id : undefined;
    return typeof id === "string" ? { status: "stored", id } : { status: "unavailable" };
  }
  if (response.status >= 500) return { status: "unavailable" };
  const message = record(answer)?.message;
  return {
    status: "refused",
    httpStatus: response.status,
    message: typeof message === "string" ? message : "The lead was refused.",
  };
}
