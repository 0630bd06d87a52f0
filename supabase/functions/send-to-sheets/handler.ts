// The request handling of send-to-sheets, separate from Deno.serve so tests can call it.
// The body names a lead by id; the function reads that lead from the table with the service-role
// key and forwards the stored values, once, to its own SHEETS_WEBHOOK_URL secret. Nothing the
// client sends besides the id reaches the sheet, and it never fetches a client's webhook_url.
import { claimLead, type LeadStore, releaseLead } from "./lead-store.ts";
import { safeCells } from "./safe-cells.ts";

export interface HandlerConfig {
  /** The spreadsheet webhook; unset means accept and skip forwarding. */
  webhookUrl?: string;
  /** How long the webhook may take before the function answers 502. */
  timeoutMs: number;
  /** Where the leads are (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY); unset answers 500. */
  store?: LeadStore;
}

export const corsHeaders: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function handlerConfigFromEnv(): HandlerConfig {
  const timeout = Number(Deno.env.get("SHEETS_WEBHOOK_TIMEOUT_MS") ?? "");
  const url = Deno.env.get("SUPABASE_URL");
  const serviceRoleKey = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");
  return {
    webhookUrl: Deno.env.get("SHEETS_WEBHOOK_URL") || undefined,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 5000,
    store: url && serviceRoleKey ? { url, serviceRoleKey } : undefined,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, "Content-Type": "application/json" },
  });
}

/** The lead id in the body, or the message saying what is wrong. */
export function readLeadId(body: unknown): { id: string } | { error: string } {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return { error: "The body must be a JSON object with the lead's id." };
  }
  const id = (body as Record<string, unknown>).id;
  if (typeof id !== "string" || !uuid.test(id)) return { error: "Field 'id' is required and must be the lead's UUID." };
  return { id };
}

export function createHandler(config: HandlerConfig): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
    if (request.method !== "POST") return json(405, { error: "Use POST." });

    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return json(400, { error: "The body is not valid JSON." });
    }
    const read = readLeadId(body);
    if ("error" in read) return json(400, { error: read.error });

    if (!config.webhookUrl) return json(202, { status: "skipped", reason: "SHEETS_WEBHOOK_URL is not set" });
    if (!config.store) return json(500, { error: "SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set." });

    const claim = await claimLead(config.store, read.id);
    if (claim.status === "unavailable") return json(502, { error: "The leads table could not be read." });
    if (claim.status === "unknown") return json(404, { error: "No stored lead has this id." });
    if (claim.status !== "claimed") return json(200, { status: "already_forwarded" });

    const failure = await forward(config, { ...safeCells(claim.lead), received_at: new Date().toISOString() });
    if (failure) {
      // Give the claim back so a later call can forward the lead.
      await releaseLead(config.store, read.id);
      return json(502, { error: `The sheets webhook ${failure}.` });
    }
    return json(200, { status: "forwarded" });
  };
}

/** Posts the row to the webhook; the reason it failed, or null. */
async function forward(config: HandlerConfig, row: Record<string, string>): Promise<string | null> {
  try {
    const response = await fetch(config.webhookUrl!, {
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
