// The request handling of send-to-sheets, separate from Deno.serve so tests can call it.
// It never fetches the webhook_url the client sends (that would let anyone make this function
// request any URL); it only forwards to its own SHEETS_WEBHOOK_URL secret.

export interface HandlerConfig {
  /** The spreadsheet webhook; unset means accept and skip forwarding. */
  webhookUrl?: string;
  /** How long the webhook may take before the function answers 502. */
  timeoutMs: number;
}

export const corsHeaders: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
};

export const leadFields = [
  "name",
  "whatsapp",
  "email",
  "investment_type",
  "capital_range",
  "execution_format",
  "understands_discipline",
] as const;

type LeadField = (typeof leadFields)[number];
export type SheetLead = Record<LeadField, string>;

const maxFieldLength = 254;

export function handlerConfigFromEnv(): HandlerConfig {
  const timeout = Number(Deno.env.get("SHEETS_WEBHOOK_TIMEOUT_MS") ?? "");
  return {
    webhookUrl: Deno.env.get("SHEETS_WEBHOOK_URL") || undefined,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 5000,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, "Content-Type": "application/json" },
  });
}

/** The lead in the body, or the message naming the first bad field. */
export function readLead(body: unknown): { lead: SheetLead } | { error: string } {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return { error: "The body must be a JSON object with the lead's fields." };
  }
  const record = body as Record<string, unknown>;
  const lead = {} as SheetLead;
  for (const field of leadFields) {
    const value = record[field];
    if (typeof value !== "string" || value.trim() === "") return { error: `Field '${field}' is required and must be a non-empty string.` };
    if (value.length > maxFieldLength) return { error: `Field '${field}' is longer than ${maxFieldLength} characters.` };
    lead[field] = value.trim();
  }
  return { lead };
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
    const read = readLead(body);
    if ("error" in read) return json(400, { error: read.error });

    if (!config.webhookUrl) return json(202, { status: "skipped", reason: "SHEETS_WEBHOOK_URL is not set" });

    try {
      const response = await fetch(config.webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...read.lead, received_at: new Date().toISOString() }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) return json(502, { error: `The sheets webhook answered ${response.status}.` });
      return json(200, { status: "forwarded" });
    } catch (error) {
      const reason = error instanceof DOMException && error.name === "TimeoutError" ? "timed out" : "could not be reached";
      return json(502, { error: `The sheets webhook ${reason}.` });
    }
  };
}
