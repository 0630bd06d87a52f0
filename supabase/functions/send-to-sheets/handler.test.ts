// deno test --no-config --allow-net --allow-env supabase/functions
// Real HTTP servers stand in for the spreadsheet webhook; nothing is mocked.
import { createHandler } from "./handler.ts";

const lead = {
  name: "Maria Souza",
  whatsapp: "(11) 98765-4321",
  email: "maria@example.com",
  investment_type: "bancos_corretoras",
  capital_range: "de_50k_a_250k",
  execution_format: "copytrader",
  understands_discipline: "sim",
};

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

const post = (body: string) =>
  new Request("http://localhost/send-to-sheets", { method: "POST", body, headers: { "Content-Type": "application/json" } });

Deno.test("answers the CORS preflight", async () => {
  const response = await createHandler({ timeoutMs: 1000 })(new Request("http://localhost/", { method: "OPTIONS" }));
  assertEquals(response.status, 200);
  assertEquals(response.headers.get("Access-Control-Allow-Origin"), "*");
  assert(response.headers.get("Access-Control-Allow-Headers")?.includes("apikey"), "apikey allowed");
  await response.body?.cancel();
});

Deno.test("rejects a body that is not JSON with 400", async () => {
  const response = await createHandler({ timeoutMs: 1000 })(post("{not json"));
  assertEquals(response.status, 400);
  assertEquals(await response.json(), { error: "The body is not valid JSON." });
});

Deno.test("names the missing or bad field", async () => {
  const handler = createHandler({ timeoutMs: 1000 });
  const { email: _email, ...withoutEmail } = lead;
  const missing = await handler(post(JSON.stringify(withoutEmail)));
  assertEquals(missing.status, 400);
  assert((await missing.json()).error.includes("'email'"), "names email");
  const wrongType = await handler(post(JSON.stringify({ ...lead, capital_range: 5 })));
  assert((await wrongType.json()).error.includes("'capital_range'"), "names capital_range");
  const notObject = await handler(post("[1,2]"));
  assertEquals(notObject.status, 400);
  await notObject.body?.cancel();
});

Deno.test("accepts and skips forwarding when SHEETS_WEBHOOK_URL is unset", async () => {
  const clientHook = recordingServer();
  const response = await createHandler({ timeoutMs: 1000 })(post(JSON.stringify({ ...lead, webhook_url: clientHook.url })));
  assertEquals(response.status, 202);
  assertEquals((await response.json()).status, "skipped");
  assertEquals(clientHook.requests.length, 0, "client webhook_url fetched");
  await clientHook.close();
});

Deno.test("forwards the lead to its own webhook and never to the client's webhook_url", async () => {
  const secretHook = recordingServer();
  const clientHook = recordingServer();
  const response = await createHandler({ webhookUrl: secretHook.url, timeoutMs: 2000 })(
    post(JSON.stringify({ ...lead, webhook_url: clientHook.url })),
  );
  assertEquals(response.status, 200);
  assertEquals(await response.json(), { status: "forwarded" });
  assertEquals(secretHook.requests.length, 1);
  const forwarded = JSON.parse(secretHook.requests[0]!.body);
  assertEquals(forwarded.email, lead.email);
  assertEquals(forwarded.understands_discipline, "sim");
  assert(!("webhook_url" in forwarded), "webhook_url is not passed on");
  assertEquals(clientHook.requests.length, 0, "client webhook_url fetched");
  await secretHook.close();
  await clientHook.close();
});

Deno.test("answers 502 when the webhook is down", async () => {
  const gone = recordingServer();
  await gone.close();
  const response = await createHandler({ webhookUrl: gone.url, timeoutMs: 2000 })(post(JSON.stringify(lead)));
  assertEquals(response.status, 502);
  assertEquals(await response.json(), { error: "The sheets webhook could not be reached." });
});

Deno.test("answers 502 when the webhook fails or is too slow", async () => {
  const failing = recordingServer(() => new Response("boom", { status: 500 }));
  const failed = await createHandler({ webhookUrl: failing.url, timeoutMs: 2000 })(post(JSON.stringify(lead)));
  assertEquals(failed.status, 502);
  assertEquals(await failed.json(), { error: "The sheets webhook answered 500." });
  await failing.close();

  let release = () => {};
  const slow = recordingServer(() => new Promise((done) => (release = () => done(new Response("late")))));
  const started = Date.now();
  const timedOut = await createHandler({ webhookUrl: slow.url, timeoutMs: 200 })(post(JSON.stringify(lead)));
  assertEquals(timedOut.status, 502);
  assertEquals(await timedOut.json(), { error: "The sheets webhook timed out." });
  assert(Date.now() - started < 1500, "gave up at the timeout");
  release();
  await slow.close();
});
