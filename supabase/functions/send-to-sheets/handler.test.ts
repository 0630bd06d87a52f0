// deno test --no-config --allow-net --allow-env supabase/functions
// Real HTTP servers stand in for the spreadsheet webhook and for the project's REST API (the
// claim_lead_for_sheets RPC as PostgREST answers it); the gateway tests run the real table.
import { createHandler, type HandlerConfig } from "./handler.ts";
import { safeCell } from "./safe-cells.ts";
import { assert, assertEquals, storedLead } from "./test-support.ts";

const serviceRoleKey = "service-role-key-for-tests";
const sweepSecret = "sweep-secret-for-tests";

interface Recorder {
  url: string;
  requests: { method: string; body: string }[];
  close: () => Promise<void>;
}

/** The receiver's answer when it took a lead (supabase/sheets-receiver/Code.gs). */
const tookIt = () => Response.json({ ok: true });

/** A local HTTP server that records what it receives and answers with `respond`. */
function recordingServer(respond: () => Response | Promise<Response> = tookIt): Recorder {
  const requests: Recorder["requests"] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (request) => {
    requests.push({ method: request.method, body: await request.text() });
    return respond();
  });
  return { url: `http://127.0.0.1:${server.addr.port}/hook`, requests, close: () => server.shutdown() };
}

/**
 * The project's REST API for the outbox's SQL functions, over a map of id → stored values, as
 * PostgREST answers them (the gateway tests run the real ones against the real table). Claims carry
 * a token; complete and release act only for the token's holder.
 */
function leadStore(leads: Record<string, Record<string, string>>) {
  // waiting: released after a failed attempt, until its backoff is over (makeDue).
  const state = new Map<string, "pending" | "claimed" | "waiting" | "forwarded">(Object.keys(leads).map((id) => [id, "pending"]));
  const attempts = new Map<string, number>();
  const tokens = new Map<string, string>();
  const released: { id: string; error: string }[] = [];
  const claim = (id: string) => {
    state.set(id, "claimed");
    attempts.set(id, (attempts.get(id) ?? 0) + 1);
    tokens.set(id, crypto.randomUUID());
    return { lead: { id, created_at: "2026-01-01T00:00:00+00:00", attempt: attempts.get(id), ...leads[id] }, claim_token: tokens.get(id) };
  };
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (request) => {
    if (request.headers.get("apikey") !== serviceRoleKey) return Response.json({ code: "PGRST301" }, { status: 401 });
    const args = await request.json();
    const id: string = args.lead_id;
    const holds = () => state.get(id) === "claimed" && tokens.get(id) === args.claim_token;
    switch (new URL(request.url).pathname.split("/").at(-1)) {
      case "claim_lead_for_sheets":
        if (!leads[id]) return Response.json({ status: "unknown" });
        const current = state.get(id)!;
        if (current !== "pending") return Response.json({ status: { claimed: "in_progress", waiting: "waiting", forwarded: "already_forwarded" }[current] });
        return Response.json({ status: "claimed", ...claim(id) });
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
  return { store: { url: `http://127.0.0.1:${server.addr.port}`, serviceRoleKey }, released, makeDue, tokens, close: () => server.shutdown() };
}

const post = (body: unknown) =>
  new Request("http://localhost/send-to-sheets", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });

const knownId = "7f3c2a4e-1b2d-4c5e-8f90-123456789abc";
const otherId = "0b6f1c7e-2d3a-4b5c-9d8e-abcdef012345";

async function withServers(
  leads: Record<string, Record<string, string>>,
  run: (setup: { hook: Recorder; config: HandlerConfig; logs: string[]; makeDue: (id: string) => void }) => Promise<void>,
  respond?: () => Response | Promise<Response>,
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

Deno.test("answers the CORS preflight", async () => {
  const response = await createHandler({ timeoutMs: 1000 })(new Request("http://localhost/", { method: "OPTIONS" }));
  assertEquals(response.status, 200);
  assertEquals(response.headers.get("Access-Control-Allow-Origin"), "*");
  assert(response.headers.get("Access-Control-Allow-Headers")?.includes("apikey"), "apikey allowed");
  await response.body?.cancel();
});

Deno.test("rejects a body that is not JSON, or has no lead id, with 400", async () => {
  const handler = createHandler({ timeoutMs: 1000 });
  const notJson = await handler(post("{not json"));
  assertEquals(notJson.status, 400);
  assertEquals(await notJson.json(), { error: "The body is not valid JSON." });
  for (const body of [storedLead, { id: "42" }, [knownId]]) {
    const response = await handler(post(body));
    assertEquals(response.status, 400);
    assert(/'id'|lead's id/.test((await response.json()).error), "names the id");
  }
});

Deno.test("accepts and skips forwarding when SHEETS_WEBHOOK_URL is unset", async () => {
  const clientHook = recordingServer();
  const response = await createHandler({ timeoutMs: 1000 })(post({ id: knownId, webhook_url: clientHook.url }));
  assertEquals(response.status, 202);
  assertEquals((await response.json()).status, "skipped");
  assertEquals(clientHook.requests.length, 0, "client webhook_url fetched");
  await clientHook.close();
});

Deno.test("answers 500 when the function has no SUPABASE_URL or service-role key", async () => {
  await withServers({}, async ({ hook }) => {
    const response = await createHandler({ webhookUrl: hook.url, timeoutMs: 1000 })(post({ id: knownId }));
    assertEquals(response.status, 500);
    assert((await response.json()).error.includes("SUPABASE_SERVICE_ROLE_KEY"), "names the variable");
    assertEquals(hook.requests.length, 0);
  });
});

Deno.test("refuses an id that is not a stored lead and forwards nothing", async () => {
  await withServers({ [knownId]: storedLead }, async ({ hook, config }) => {
    const response = await createHandler(config)(post({ ...storedLead, id: otherId }));
    assertEquals(response.status, 404);
    assertEquals(await response.json(), { error: "No stored lead has this id." });
    assertEquals(hook.requests.length, 0, "forwarded an invented lead");
  });
});

Deno.test("forwards the stored values once, never the client's body or webhook_url", async () => {
  const clientHook = recordingServer();
  await withServers({ [knownId]: storedLead }, async ({ hook, config }) => {
    const handler = createHandler(config);
    const invented = { id: knownId, name: "=HYPERLINK(\"http://evil.example\")", email: "x@evil.example", webhook_url: clientHook.url };
    const first = await handler(post(invented));
    assertEquals(first.status, 200);
    assertEquals(await first.json(), { status: "forwarded" });
    const second = await handler(post(invented));
    assertEquals(second.status, 200);
    assertEquals(await second.json(), { status: "already_forwarded" });

    assertEquals(hook.requests.length, 1, "forwarded more than once");
    const { lead_id, created_at, attempt, sent_at, ...forwarded } = JSON.parse(hook.requests[0]!.body);
    assertEquals([lead_id, created_at, attempt], [knownId, "2026-01-01T00:00:00+00:00", 1]);
    assert(!Number.isNaN(Date.parse(sent_at)), "sent_at sent");
    assertEquals(forwarded, storedLead);
    assertEquals(clientHook.requests.length, 0, "client webhook_url fetched");
  });
  await clientHook.close();
});

Deno.test("neutralises stored values a spreadsheet would run as formulas", async () => {
  const risky = { ...storedLead, name: "=HYPERLINK(\"http://evil.example\",\"Clique\")", whatsapp: "+55 11 98765-4321", email: "@x@example.com" };
  await withServers({ [knownId]: risky }, async ({ hook, config }) => {
    assertEquals((await createHandler(config)(post({ id: knownId }))).status, 200);
    const forwarded = JSON.parse(hook.requests[0]!.body);
    assertEquals(forwarded.name, "'=HYPERLINK(\"http://evil.example\",\"Clique\")");
    assertEquals(forwarded.whatsapp, "'+55 11 98765-4321");
    assertEquals(forwarded.email, "'@x@example.com");
    assertEquals(forwarded.capital_range, "de_50k_a_250k");
  });
  for (const start of ["=", "+", "-", "@", "\t", "\r"]) assertEquals(safeCell(`${start}1+1`), `'${start}1+1`, JSON.stringify(start));
  assertEquals(safeCell("Maria = Souza"), "Maria = Souza");
});

Deno.test("answers 502 when the webhook is down; a later call waits for the backoff, then may forward", async () => {
  const gone = recordingServer();
  await gone.close();
  await withServers({ [knownId]: storedLead }, async ({ hook, config, makeDue }) => {
    const down = await createHandler({ ...config, webhookUrl: gone.url })(post({ id: knownId }));
    assertEquals(down.status, 502);
    assertEquals(await down.json(), { error: "The sheets webhook could not be reached." });
    const tooSoon = await createHandler(config)(post({ id: knownId }));
    assertEquals(await tooSoon.json(), { status: "waiting" });
    assertEquals(hook.requests.length, 0, "sent during the backoff");
    makeDue(knownId);
    const later = await createHandler(config)(post({ id: knownId }));
    assertEquals(await later.json(), { status: "forwarded" });
    assertEquals(hook.requests.length, 1);
  });
});

Deno.test("answers 502 when the webhook fails or is too slow", async () => {
  await withServers({ [knownId]: storedLead }, async ({ config }) => {
    const failed = await createHandler(config)(post({ id: knownId }));
    assertEquals(failed.status, 502);
    assertEquals(await failed.json(), { error: "The sheets webhook answered 500." });
  }, () => new Response("boom", { status: 500 }));

  let release = () => {};
  await withServers({ [knownId]: storedLead }, async ({ config }) => {
    const started = Date.now();
    const timedOut = await createHandler({ ...config, timeoutMs: 200 })(post({ id: knownId }));
    assertEquals(timedOut.status, 502);
    assertEquals(await timedOut.json(), { error: "The sheets webhook timed out after 0.2 s." });
    assert(Date.now() - started < 1500, "gave up at the timeout");
    release();
  }, () => new Promise((done) => (release = () => done(new Response("late")))));
});

Deno.test("answers 502 when the leads table cannot be read", async () => {
  const hook = recordingServer();
  const response = await createHandler({ webhookUrl: hook.url, timeoutMs: 1000, store: { url: "http://127.0.0.1:9", serviceRoleKey } })(
    post({ id: knownId }),
  );
  assertEquals(response.status, 502);
  assertEquals(await response.json(), { error: "The leads table could not be read." });
  assertEquals(hook.requests.length, 0);
  await hook.close();
});

const sweepRequest = (secret: string | null, extra: Record<string, unknown> = {}) =>
  new Request("http://localhost/send-to-sheets", {
    method: "POST",
    body: JSON.stringify({ sweep: true, ...extra }),
    headers: { "Content-Type": "application/json", ...(secret === null ? {} : { "x-sheets-sweep-secret": secret }) },
  });

Deno.test("runs the sweep only for a caller with the sweep secret", async () => {
  await withServers({ [knownId]: storedLead }, async ({ hook, config }) => {
    for (const secret of [null, "", "sweep-secret-for-test", `${sweepSecret}x`]) {
      const refused = await createHandler(config)(sweepRequest(secret));
      assertEquals(refused.status, 401, JSON.stringify(secret));
      await refused.body?.cancel();
    }
    const off = await createHandler({ ...config, sweepSecret: undefined })(sweepRequest(sweepSecret));
    assertEquals(off.status, 503);
    assert((await off.json()).error.includes("SHEETS_SWEEP_SECRET"), "names the secret");
    const badClock = await createHandler({ ...config, testClock: true })(sweepRequest(sweepSecret, { as_of: "yesterday-ish" }));
    assertEquals(badClock.status, 400);
    await badClock.body?.cancel();
    assertEquals(hook.requests.length, 0, "a refused sweep forwarded");
  });
});

Deno.test("refuses the tests' clock (as_of) unless the function runs for tests", async () => {
  await withServers({ [knownId]: storedLead }, async ({ hook, config }) => {
    const tomorrow = new Date(Date.now() + 86400000).toISOString();
    const refused = await createHandler(config)(sweepRequest(sweepSecret, { as_of: tomorrow }));
    assertEquals(refused.status, 400);
    assert((await refused.json()).error.includes("'as_of'"), "names the field");
    assertEquals(hook.requests.length, 0, "a refused sweep forwarded");
    const tests = await createHandler({ ...config, testClock: true })(sweepRequest(sweepSecret, { as_of: tomorrow }));
    assertEquals((await tests.json()).forwarded, 1);
  });
});

Deno.test("the sweep forwards each pending lead once, through the same safe cells", async () => {
  const risky = { ...storedLead, name: "=1+1", email: "ana@example.com" };
  await withServers({ [knownId]: storedLead, [otherId]: risky }, async ({ hook, config }) => {
    const handler = createHandler(config);
    const first = await handler(sweepRequest(sweepSecret));
    assertEquals(await first.json(), { status: "swept", claimed: 2, forwarded: 2, failed: 0, gave_up: 0, overdue: 0 });
    const second = await handler(sweepRequest(sweepSecret));
    assertEquals((await second.json()).claimed, 0);
    assertEquals(hook.requests.length, 2);
    const names = hook.requests.map((request) => JSON.parse(request.body).name).sort();
    assertEquals(names, ["'=1+1", "Maria Souza"]);
    const fastPath = await handler(post({ id: knownId }));
    assertEquals(await fastPath.json(), { status: "already_forwarded" });
  });
});

Deno.test("a failed attempt gives the claim back with its reason and the log names the lead", async () => {
  await withServers({ [knownId]: storedLead }, async ({ config, logs }) => {
    const answer = await createHandler(config)(sweepRequest(sweepSecret));
    assertEquals(await answer.json(), { status: "swept", claimed: 1, forwarded: 0, failed: 1, gave_up: 0, overdue: 0 });
    assertEquals(logs.length, 1);
    assert(logs[0]!.includes(`lead ${knownId}: attempt 1 failed (The sheets webhook answered 503.)`), logs[0]!);
    assert(!logs[0]!.includes(storedLead.email), "the log carries no personal data");
  }, () => new Response("down", { status: 503 }));
});

Deno.test("reads a webhook timeout that fits a cold spreadsheet web app, and the tests' clock only when set", async () => {
  const { handlerConfigFromEnv } = await import("./handler.ts");
  const saved = ["SHEETS_WEBHOOK_TIMEOUT_MS", "SHEETS_TEST_CLOCK"].map((name) => [name, Deno.env.get(name)] as const);
  try {
    for (const [name] of saved) Deno.env.delete(name);
    assertEquals([handlerConfigFromEnv().timeoutMs, handlerConfigFromEnv().testClock], [20000, false]);
    Deno.env.set("SHEETS_WEBHOOK_TIMEOUT_MS", "120000");
    Deno.env.set("SHEETS_TEST_CLOCK", "1");
    assertEquals([handlerConfigFromEnv().timeoutMs, handlerConfigFromEnv().testClock], [30000, true]);
  } finally {
    for (const [name, value] of saved) value === undefined ? Deno.env.delete(name) : Deno.env.set(name, value);
  }
});
