// The function's tests' servers: real HTTP servers standing in for the spreadsheet webhook and for
// the project's REST API (the outbox's SQL functions as PostgREST answers them; the gateway tests
// run the real ones against the real table).
import type { HandlerConfig } from "./handler.ts";

export const serviceRoleKey = "service-role-key-for-tests";
export const sweepSecret = "sweep-secret-for-tests";

export interface Recorder {
  url: string;
  requests: { method: string; body: string }[];
  close: () => Promise<void>;
}

/** What a sheet answers to a delivery (its body as text). */
export type SheetResponder = (body: string) => Response | Promise<Response>;

/** The receiver's answer when it took a lead (supabase/sheets-receiver/Code.gs): it names the delivery's lead_id. */
export const tookIt: SheetResponder = (body) =>
  Response.json({ ok: true, lead_id: (JSON.parse(body) as { lead_id?: string }).lead_id, duplicate: false });

/** A local HTTP server that records what it receives and answers with `respond`. */
export function recordingServer(respond: SheetResponder = tookIt): Recorder {
  const requests: Recorder["requests"] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (request) => {
    const body = await request.text();
    requests.push({ method: request.method, body });
    return respond(body);
  });
  return { url: `http://127.0.0.1:${server.addr.port}/hook`, requests, close: () => server.shutdown() };
}

/**
 * The project's REST API for the outbox's SQL functions, over a map of id → stored values, as
 * PostgREST answers them (the gateway tests run the real ones against the real table). Claims carry
 * a token; complete and release act only for the token's holder.
 */
export function leadStore(leads: Record<string, Record<string, string>>) {
  // waiting: released after a failed attempt, until its backoff is over (makeDue).
  const state = new Map<string, "pending" | "claimed" | "waiting" | "forwarded">(
    Object.keys(leads).map((id) => [id, "pending"]),
  );
  const attempts = new Map<string, number>();
  const tokens = new Map<string, string>();
  const released: { id: string; error: string }[] = [];
  const claim = (id: string) => {
    state.set(id, "claimed");
    attempts.set(id, (attempts.get(id) ?? 0) + 1);
    tokens.set(id, crypto.randomUUID());
    return {
      kind: "lead",
      lead: { id, created_at: "2026-01-01T00:00:00+00:00", attempt: attempts.get(id), ...leads[id] },
      claim_token: tokens.get(id),
    };
  };
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (request) => {
    if (request.headers.get("apikey") !== serviceRoleKey) return Response.json({ code: "PGRST301" }, { status: 401 });
    const args = await request.json();
    const id: string = args.lead_id;
    const holds = () => state.get(id) === "claimed" && tokens.get(id) === args.claim_token;
    switch (new URL(request.url).pathname.split("/").at(-1)) {
      case "claim_lead_for_sheets": {
        if (!leads[id]) return Response.json({ status: "unknown" });
        const current = state.get(id)!;
        if (current !== "pending")
          return Response.json({
            status: { claimed: "in_progress", waiting: "waiting", forwarded: "already_forwarded" }[current],
          });
        return Response.json({ status: "claimed", ...claim(id) });
      }
      case "claim_next_lead_for_sheets": {
        const due = [...state].find(([, value]) => value === "pending");
        return Response.json(due ? claim(due[0]) : null);
      }
      case "complete_lead_for_sheets":
        if (!holds()) return Response.json({ state: "not_holder" });
        state.set(id, "forwarded");
        return Response.json({ state: "forwarded", attempts: attempts.get(id) });
      case "release_lead_for_sheets":
        if (!holds()) return Response.json({ state: "not_holder" });
        state.set(id, "waiting");
        released.push({ id, error: args.error });
        return Response.json({ state: "pending", attempts: attempts.get(id), next_at: "2026-01-01T00:00:10+00:00" });
      case "report_overdue_leads_for_sheets":
        return Response.json([]);
      default:
        return Response.json({ code: "PGRST202" }, { status: 404 });
    }
  });
  const makeDue = (id: string) => state.set(id, "pending");
  return {
    store: { url: `http://127.0.0.1:${server.addr.port}`, serviceRoleKey },
    released,
    makeDue,
    tokens,
    close: () => server.shutdown(),
  };
}

export const post = (body: unknown) =>
  new Request("http://localhost/send-to-sheets", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });

export const knownId = "7f3c2a4e-1b2d-4c5e-8f90-123456789abc";
export const otherId = "0b6f1c7e-2d3a-4b5c-9d8e-abcdef012345";

export async function withServers(
  leads: Record<string, Record<string, string>>,
  run: (setup: {
    hook: Recorder;
    config: HandlerConfig;
    logs: string[];
    makeDue: (id: string) => void;
  }) => Promise<void>,
  respond?: SheetResponder,
) {
  const hook = recordingServer(respond);
  const { store, close, makeDue } = leadStore(leads);
  const logs: string[] = [];
  const log = (level: string, message: string) => logs.push(`${level}: ${message}`);
  try {
    await run({ hook, logs, makeDue, config: { webhookUrl: hook.url, timeoutMs: 2000, store, sweepSecret, log } });
  } finally {
    await hook.close();
    await close();
  }
}

export const sweepRequest = (secret: string | null, extra: Record<string, unknown> = {}) =>
  new Request("http://localhost/send-to-sheets", {
    method: "POST",
    body: JSON.stringify({ sweep: true, ...extra }),
    headers: { "Content-Type": "application/json", ...(secret === null ? {} : { "x-sheets-sweep-secret": secret }) },
  });
