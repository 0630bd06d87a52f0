// Reading a lead for the sheet, through the project's REST API with the service-role key:
// claim_lead_for_sheets marks it forwarded in the same statement that reads it, so two calls
// for one lead never both forward it.

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

export type Claim =
  | { status: "claimed"; lead: SheetLead }
  | { status: "already_forwarded" | "unknown" | "unavailable" };

const storeTimeoutMs = 5000;

function rpc(store: LeadStore, name: string, leadId: string): Promise<Response> {
  return fetch(`${store.url.replace(/\/$/, "")}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: {
      apikey: store.serviceRoleKey,
      Authorization: `Bearer ${store.serviceRoleKey}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ lead_id: leadId }),
    signal: AbortSignal.timeout(storeTimeoutMs),
  });
}

/** The stored lead's seven fields, taken from the claim's answer only. */
function storedLead(value: unknown): SheetLead | null {
  if (value === null || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  const lead = {} as SheetLead;
  for (const field of leadFields) {
    const cell = record[field];
    if (typeof cell !== "string") return null;
    lead[field] = cell;
  }
  return lead;
}

export async function claimLead(store: LeadStore, leadId: string): Promise<Claim> {
  try {
    const response = await rpc(store, "claim_lead_for_sheets", leadId);
    if (!response.ok) {
      await response.body?.cancel();
      return { status: "unavailable" };
    }
    const answer = (await response.json()) as { status?: unknown; lead?: unknown };
    if (answer.status === "already_forwarded" || answer.status === "unknown") return { status: answer.status };
    const lead = answer.status === "claimed" ? storedLead(answer.lead) : null;
    return lead ? { status: "claimed", lead } : { status: "unavailable" };
  } catch {
    return { status: "unavailable" };
  }
}

/** Best effort: if this fails too, the lead stays marked and is not forwarded (at most once). */
export async function releaseLead(store: LeadStore, leadId: string): Promise<void> {
  try {
    const response = await rpc(store, "release_lead_for_sheets", leadId);
    await response.body?.cancel();
  } catch {
    // nothing more to do
  }
}
