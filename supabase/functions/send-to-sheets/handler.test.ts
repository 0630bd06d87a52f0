// deno test --no-config --allow-net --allow-env supabase/functions
// The browser's call (the fast path) and the function's configuration, against stand-ins of the
// webhook and the REST API (test-servers.ts); the gateway tests run the real table.
import { createHandler } from "./handler.ts";
import { safeCell } from "./safe-cells.ts";
import { assert, assertEquals, storedLead } from "./test-support.ts";
import { knownId, otherId, post, recordingServer, serviceRoleKey, withServers } from "./test-servers.ts";

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
    const invented = {
      id: knownId,
      name: '=HYPERLINK("http://evil.example")',
      email: "x@evil.example",
      webhook_url: clientHook.url,
    };
    const first = await handler(post(invented));
    assertEquals(first.status, 200);
    assertEquals(await first.json(), { status: "forwarded" });
    const second = await handler(post(invented));
    assertEquals(second.status, 200);
    assertEquals(await second.json(), { status: "already_forwarded" });

    assertEquals(hook.requests.length, 1, "forwarded more than once");
    const { lead_id, created_at, kind, attempt, sent_at, ...forwarded } = JSON.parse(hook.requests[0]!.body);
    assertEquals([lead_id, created_at, kind, attempt], [knownId, "2026-01-01T00:00:00+00:00", "lead", 1]);
    assert(!Number.isNaN(Date.parse(sent_at)), "sent_at sent");
    assertEquals(forwarded, storedLead);
    assertEquals(clientHook.requests.length, 0, "client webhook_url fetched");
  });
  await clientHook.close();
});

Deno.test("neutralises stored values a spreadsheet would run as formulas", async () => {
  const risky = {
    ...storedLead,
    name: '=HYPERLINK("http://evil.example","Clique")',
    whatsapp: "+55 11 98765-4321",
    email: "@x@example.com",
  };
  await withServers({ [knownId]: risky }, async ({ hook, config }) => {
    assertEquals((await createHandler(config)(post({ id: knownId }))).status, 200);
    const forwarded = JSON.parse(hook.requests[0]!.body);
    assertEquals(forwarded.name, '\'=HYPERLINK("http://evil.example","Clique")');
    assertEquals(forwarded.whatsapp, "'+55 11 98765-4321");
    assertEquals(forwarded.email, "'@x@example.com");
    assertEquals(forwarded.capital_range, "de_50k_a_250k");
  });
  for (const start of ["=", "+", "-", "@", "\t", "\r"])
    assertEquals(safeCell(`${start}1+1`), `'${start}1+1`, JSON.stringify(start));
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
  await withServers(
    { [knownId]: storedLead },
    async ({ config }) => {
      const failed = await createHandler(config)(post({ id: knownId }));
      assertEquals(failed.status, 502);
      assertEquals(await failed.json(), { error: "The sheets webhook answered 500." });
    },
    () => new Response("boom", { status: 500 }),
  );

  let release = () => {};
  await withServers(
    { [knownId]: storedLead },
    async ({ config }) => {
      const started = Date.now();
      const timedOut = await createHandler({ ...config, timeoutMs: 200 })(post({ id: knownId }));
      assertEquals(timedOut.status, 502);
      assertEquals(await timedOut.json(), { error: "The sheets webhook timed out after 0.2 s." });
      assert(Date.now() - started < 1500, "gave up at the timeout");
      release();
    },
    () => new Promise((done) => (release = () => done(new Response("late")))),
  );
});

Deno.test("answers 502 when the leads table cannot be read", async () => {
  const hook = recordingServer();
  const response = await createHandler({
    webhookUrl: hook.url,
    timeoutMs: 1000,
    store: { url: "http://127.0.0.1:9", serviceRoleKey },
  })(post({ id: knownId }));
  assertEquals(response.status, 502);
  assertEquals(await response.json(), { error: "The leads table could not be read." });
  assertEquals(hook.requests.length, 0);
  await hook.close();
});

Deno.test(
  "reads a webhook timeout that fits a cold spreadsheet web app, and the tests' clock only when set",
  async () => {
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
  },
);
