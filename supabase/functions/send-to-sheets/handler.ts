// The request handling of send-to-sheets, separate from Deno.serve so tests can call it.
// Two callers:
//   - the browser, right after the insert (the fast path): the body names a lead by id; the
//     function claims that stored lead with the service-role key and forwards the stored values
//     to its own SHEETS_WEBHOOK_URL secret. Nothing else the client sends reaches the sheet, and it
//     never fetches a client's webhook_url.
//   - the scheduled sweep ({"sweep": true} with the x-sheets-sweep-secret header): forwards every
//     lead that is due, so a lead the browser's call missed still reaches the sheet.
//   - the script generators, POST .../send-to-sheets/script-leads with form data (Name, Email,
//     Source): the contact is stored in script_leads (the table's rules decide) and forwarded at
//     once by the same path; the sweep retries it like any lead.
import { claimLead, type LeadStore, storeScriptLead } from "./lead-store.ts";
import { clientAddressOf, readScriptLeadForm, refusalInWords } from "./script-lead-intake.ts";
import { consoleLog, type ForwardingConfig, forwardClaimedLead, type Log, logOverdueLeads } from "./forwarding.ts";
import { sweep } from "./sweep.ts";

export interface HandlerConfig {
  /** The spreadsheet webhook; unset means accept and skip forwarding. */
  webhookUrl?: string;
  /** How long the webhook may take before the attempt counts as failed (at most 30 s). */
  timeoutMs: number;
  /** Where the leads are (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY); unset answers 500. */
  store?: LeadStore;
  /** SHEETS_SWEEP_SECRET: what the sweep's caller must send; unset refuses sweeps. */
  sweepSecret?: string;
  /** SHEETS_TEST_CLOCK=1, set only by the local backend started for tests: the sweep accepts "as_of". */
  testClock?: boolean;
  log?: Log;
}

export const corsHeaders: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
};

export const sweepSecretHeader = "x-sheets-sweep-secret";
/**
 * A cold spreadsheet web app (Apps Script) often takes 5–10 s to start, and the receiver may wait
 * up to 10 s for its lock behind another delivery: 20 s lets such a sheet answer, where 5 s gave up
 * while it went on to append. At most 30 s: the claim lasts 2 minutes (forwarding_lease), and a
 * sweep answers within sweepBudgetMs (45 s).
 */
export const defaultWebhookTimeoutMs = 20000;
export const maxWebhookTimeoutMs = 30000;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function handlerConfigFromEnv(): HandlerConfig {
  const timeout = Number(Deno.env.get("SHEETS_WEBHOOK_TIMEOUT_MS") ?? "");
  const url = Deno.env.get("SUPABASE_URL");
  const serviceRoleKey = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");
  return {
    webhookUrl: Deno.env.get("SHEETS_WEBHOOK_URL") || undefined,
    timeoutMs:
      Number.isFinite(timeout) && timeout > 0 ? Math.min(timeout, maxWebhookTimeoutMs) : defaultWebhookTimeoutMs,
    store: url && serviceRoleKey ? { url, serviceRoleKey } : undefined,
    sweepSecret: Deno.env.get("SHEETS_SWEEP_SECRET") || undefined,
    testClock: Deno.env.get("SHEETS_TEST_CLOCK") === "1",
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

const isSweep = (body: unknown): boolean =>
  body !== null && typeof body === "object" && !Array.isArray(body) && (body as Record<string, unknown>).sweep === true;

/** Compares digests, so the time taken says nothing about how much of the secret matched. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = (text: string) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  const [a, b] = (await Promise.all([digest(given), digest(expected)])).map((buffer) => new Uint8Array(buffer));
  let difference = 0;
  for (let i = 0; i < a!.length; i++) difference |= a![i]! ^ b![i]!;
  return difference === 0;
}

/**
 * The sweep's clock: "as_of" (an ISO time) lets the local backend's tests move it; hosted cron
 * sends none, and anywhere else it is refused: a caller moving the clock could reclaim leads whose
 * claims are live (sending them twice) or give leads up early.
 */
function readAsOf(body: Record<string, unknown>, testClock: boolean): { asOf?: string } | { error: string } {
  if (body.as_of === undefined) return {};
  if (!testClock)
    return { error: "Field 'as_of' (the tests' clock) is refused: only a local backend started for tests accepts it." };
  if (typeof body.as_of !== "string" || Number.isNaN(Date.parse(body.as_of)))
    return { error: "Field 'as_of' must be an ISO time." };
  return { asOf: new Date(body.as_of).toISOString() };
}

export function createHandler(config: HandlerConfig): (request: Request) => Promise<Response> {
  const log = config.log ?? consoleLog;
  const forwarding = (): ForwardingConfig => ({
    webhookUrl: config.webhookUrl!,
    timeoutMs: config.timeoutMs,
    store: config.store!,
    log,
  });

  async function handleSweep(request: Request, body: Record<string, unknown>): Promise<Response> {
    if (!config.sweepSecret) return json(503, { error: "SHEETS_SWEEP_SECRET is not set, so the sweep is off." });
    if (!(await sameSecret(request.headers.get(sweepSecretHeader) ?? "", config.sweepSecret))) {
      return json(401, { error: `The sweep needs the ${sweepSecretHeader} header.` });
    }
    const clock = readAsOf(body, config.testClock === true);
    if ("error" in clock) return json(400, { error: clock.error });
    if (!config.webhookUrl) return json(202, { status: "skipped", reason: "SHEETS_WEBHOOK_URL is not set" });
    if (!config.store) return json(500, { error: "SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set." });
    const result = await sweep(forwarding(), clock.asOf);
    return json(result.status === "unavailable" ? 502 : 200, result);
  }

  async function handleScriptLead(request: Request): Promise<Response> {
    if (!config.store) return json(500, { error: "SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set." });
    const reading = await readScriptLeadForm(request);
    if ("error" in reading) return json(reading.status, { error: reading.error });
    const stored = await storeScriptLead(config.store, { ...reading.form, clientAddress: clientAddressOf(request) });
    if (stored.status === "unavailable") return json(502, { error: "The script lead could not be stored; try again." });
    if (stored.status === "refused") return json(stored.httpStatus, { error: refusalInWords(stored.message) });
    // Stored: the lead is safe whatever the sheet does now (the sweep retries it), so this answers 201 either way.
    const forwarding = await forwardLead(stored.id);
    return json(201, {
      status: "stored",
      id: stored.id,
      forwarding: forwarding.status === "forwarded" ? "forwarded" : "pending",
    });
  }

  async function handleLead(id: string): Promise<Response> {
    const outcome = await forwardLead(id);
    return outcome.response;
  }

  /** The fast path for a stored lead of either kind: claim it by id, deliver it, record the outcome. */
  async function forwardLead(id: string): Promise<{ status: string; response: Response }> {
    const answer = (status: string, response: Response) => ({ status, response });
    if (!config.webhookUrl)
      return answer("skipped", json(202, { status: "skipped", reason: "SHEETS_WEBHOOK_URL is not set" }));
    if (!config.store)
      return answer("error", json(500, { error: "SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set." }));
    const claim = await claimLead(config.store, id);
    if (claim.status === "unavailable")
      return answer("error", json(502, { error: "The leads table could not be read." }));
    if (claim.status === "unknown") return answer("unknown", json(404, { error: "No stored lead has this id." }));
    if (claim.status !== "claimed") return answer(claim.status, json(200, { status: claim.status }));
    const outcome = await forwardClaimedLead(forwarding(), claim.claimed);
    // Each visitor's call also names leads stuck for over an hour, so they show in the log even if the cron job is not running.
    await logOverdueLeads(forwarding());
    // On failure the claim is given back: the sweep tries again after the backoff.
    return outcome.status === "forwarded"
      ? answer("forwarded", json(200, { status: "forwarded" }))
      : answer("failed", json(502, { error: outcome.reason }));
  }

  const isScriptLeadRoute = (request: Request): boolean => /\/script-leads\/?$/.test(new URL(request.url).pathname);

  return async (request) => {
    if (request.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
    if (request.method !== "POST") return json(405, { error: "Use POST." });
    if (isScriptLeadRoute(request)) return handleScriptLead(request);

    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return json(400, { error: "The body is not valid JSON." });
    }
    if (isSweep(body)) return handleSweep(request, body as Record<string, unknown>);
    const read = readLeadId(body);
    if ("error" in read) return json(400, { error: read.error });
    return handleLead(read.id);
  };
}
