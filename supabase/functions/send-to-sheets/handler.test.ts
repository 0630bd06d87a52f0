// deno test --no-config --allow-net --allow-env supabase/functions
// Real HTTP servers stand in for the spreadsheet webhook and for the project's REST API (the
// claim_lead_for_sheets RPC as PostgREST answers it); the gateway tests run the real table.
import { createHandler, type HandlerConfig } from "./handler.ts";
import { safeCell } from "./safe-cells.ts";

const storedLead = {
  name: "Maria Souza",
  whatsapp: "(11) 98765-4321",
  email: "maria@example.com",
  investment_type: "bancos_corretoras",
  capital_range: "de_50k_a_250k",
  execution_format: "copytrader",
  understands_discipline: "sim",
};
const serviceRoleKey = "service-role-key-for-tests";

function assertEquals(actual: unknown, expected: unknown, message = ""): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${message} expected ${e}, got ${a}`);
}

function assert(condition: unknown, message: string): void {
  if (!condition) throw new Error(message);
}

interface Recorder {
  url: string;
  requests: { method: string; body: string }[];
  close: () => Promise<void>;
}

/** A local HTTP server that records what it receives and answers with `respond`. */
function recordingServer(respond: () => Response | Promise<Response> = () => new Response("ok")): Recorder {
  const requests: Recorder["requests"] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (request) => {
    requests.push({ method: request.method, body: await request.text() });
    return respond();
  });
  return { url: `http://127.0.0.1:${server.addr.port}/hook`, requests, close: () => server.shutdown() };
}

/** The project's REST API for the two RPCs, over a map of id → { lead, forwarded }. */
function leadStore(leads: Record<string, Record<string, string>>) {
  const forwarded = new Set<string>();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (request) => {
    if (request.headers.get("apikey") !== serviceRoleKey) return Response.json({ code: "PGRST301" }, { status: 401 });
    const { lead_id: id } = await request.json();
    const name = new URL(request.url).pathname.split("/").at(-1);
    if (name === "release_lead_for_sheets") {
      forwarded.delete(id);
      return new Response(null, { status: 204 });
    }
    if (!leads[id]) return Response.json({ status: "unknown" });
    if (forwarded.has(id)) return Response.json({ status: "already_forwarded" });
    forwarded.add(id);
    return Response.json({ status: "claimed", lead: { id, created_at: "2026-01-01T00:00:00+00:00", ...leads[id] } });
  });
  return { store: { url: `http://127.0.0.1:${server.addr.port}`, serviceRoleKey }, close: () => server.shutdown() };
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
  run: (setup: { hook: Recorder; config: HandlerConfig }) => Promise<void>,
  respond?: () => Response | Promise<Response>,
) {
  const hook = recordingServer(respond);
  const { store, close } = leadStore(leads);
  try {
    await run({ hook, config: { webhookUrl: hook.url, timeoutMs: 2000, store } });
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
    const { received_at, ...forwarded } = JSON.parse(hook.requests[0]!.body);
    assert(typeof received_at === "string", "received_at sent");
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

Deno.test("answers 502 when the webhook is down, and a later call may still forward", async () => {
  const gone = recordingServer();
  await gone.close();
  await withServers({ [knownId]: storedLead }, async ({ hook, config }) => {
    const down = await createHandler({ ...config, webhookUrl: gone.url })(post({ id: knownId }));
    assertEquals(down.status, 502);
    assertEquals(await down.json(), { error: "The sheets webhook could not be reached." });
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
    assertEquals(await timedOut.json(), { error: "The sheets webhook timed out." });
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
