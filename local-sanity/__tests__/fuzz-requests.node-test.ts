// Seeded fuzz of the local Sanity API's request line, headers and paths over raw sockets, as
// the local Supabase stand-in's fuzz suite does for the local backend: each odd request gets an answer
// (or a closed socket), never a crash; afterwards the API still answers queries and writes.
// The API runs in this process, so a request that throws out of its handler fails the run.
// FUZZ_SEED=<n> reproduces a run.
import assert from "node:assert/strict";
import { after, before, it } from "node:test";

import { type LocalSanityApi, startSanityApi } from "../server.ts";
import { sendRaw } from "../../scripts/test-support/raw-request.ts";
import { type SeededRandom, seededRandom } from "../../scripts/test-support/seeded-random.ts";
import { token } from "./support.ts";

const seed = Number(process.env.FUZZ_SEED ?? 3434);
const oddLines = 200;

const methods = [
  "GET",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "HEAD",
  "PROPFIND",
  "G\u00e9T",
  "",
  "GET GET",
  "CONNECT",
];
const pathPieces = [
  "/",
  "//a:99999/",
  "//",
  "/v1",
  "/v1/",
  "/vX/",
  "/v2025-02-19",
  "/v2025-13-45/",
  "/v1/data/query/production",
  "/v1/data/query/",
  "/data/doc/production/",
  "/v2025-02-19/data/listen/production",
  "/v1/data/mutate/production",
  "/v1/data/actions/production",
  "/v1/data/history/production/transactions/",
  "/v1/apis/graphql/production/default",
  "/v1/users/me",
  "/v1/projects/127",
  "/v1/ping",
  "?query=*",
  "?query=*%5B",
  "?query=%",
  "?$id=%",
  '?$id="',
  '?query=*[_type=="post"]',
  "?perspective=%ZZ",
  "?perspective=drafts,",
  "?tag=",
  "?returnQuery=false&query=count(*)",
  "/%",
  "/%E0%A4%A",
  "/%ZZ",
  "//[",
  "/%2F",
  "/%5C",
  "//evil.example/",
  "/\\evil/",
  "/..%2F..%2Fetc/passwd",
  "/\u00e9\u4e2d",
  "/%00",
  "/*",
  "*",
  "@evil.example",
  "http://evil.example/x",
  ":80",
  "//a:99999",
  "/a:0/",
  "//user:pass@host:1/",
];
const headerLines = [
  "Authorization: Bearer nope",
  `Authorization: Bearer ${token}`,
  "Authorization: ",
  "Authorization: Basic \u00e9",
  "Origin: http://localhost:3333",
  "Origin: null",
  "Origin: http://evil.example",
  "Accept: text/event-stream",
  "Accept: \u00e9",
  "Access-Control-Request-Headers: \u00e9\u00e9",
  "Content-Length: -1",
  "Content-Length: abc",
  "Content-Length: 99999999999",
  "Content-Type: application/json",
  "Transfer-Encoding: chunked",
  "Transfer-Encoding: gzip, chunked",
  "Host: a:99999",
  "Host: ",
  "Cookie: =;;",
  "X-Forwarded-For: ::1",
  "Connection: close",
  "Connection: keep-alive, Upgrade",
  "Upgrade: h2c",
  `X-Big: ${"h".repeat(20000)}`,
  "Bad Header",
  ": empty",
];

function randomPath(random: SeededRandom): string {
  let path = "";
  for (let count = 1 + random.int(3); count > 0; count--) path += random.pick(pathPieces);
  return path.startsWith("/") || random.int(4) === 0 ? path : `/${path}`;
}

/** One odd request: its bytes, and whether to half-close after sending them. */
function nextRequest(random: SeededRandom): { text: string; halfClose: boolean } {
  const headers = Array.from({ length: random.int(4) }, () => `${random.pick(headerLines)}\r\n`).join("");
  const version = random.pick(["HTTP/1.1", "HTTP/1.1", "HTTP/1.0", "HTTP/9", "", "HTTP/1.1 x"]);
  const body =
    random.int(3) === 0
      ? random.pick(["{}", '{"mutations":[', "5\r\nhello\r\n", "zz\r\n", "\u0000\u0001", '{"query":"*"}'])
      : "";
  return {
    text: `${random.pick(methods)} ${randomPath(random)} ${version}\r\nHost: 127.0.0.1\r\n${headers}\r\n${body}`,
    halfClose: random.int(2) === 0,
  };
}

/** Sends raw bytes; resolves with the status line's code, 0 when the socket closed without one. */
const send = (port: number, text: string, halfClose: boolean): Promise<number> =>
  // An event stream stays open: its status is all this test needs.
  sendRaw(port, { kind: "odd request", chunks: [text], halfClose }, { timeoutMs: 1500, untilStatus: true });

let api: LocalSanityApi;
before(async () => {
  api = await startSanityApi({ port: 0, token, queryTimeoutMs: 1500 });
});
after(() => api.close());

it("answers GET //a:99999/ (a path WHATWG URL reads as a host with an invalid port) and goes on answering", async () => {
  const port = Number(new URL(api.url).port);
  const status = await send(port, "GET //a:99999/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", false);
  assert.equal(status, 404, "a path the API has no route for");
  assert.equal((await fetch(`${api.url}/v1/ping`)).status, 200);
});

it(`answers ${oddLines} odd request lines, headers and paths without stopping (seed ${seed})`, async () => {
  const port = Number(new URL(api.url).port);
  const random = seededRandom(seed);
  const statuses = new Map<number, number>();
  const requests = Array.from({ length: oddLines }, () => nextRequest(random));
  for (let start = 0; start < requests.length; start += 8) {
    const batch = await Promise.all(
      requests.slice(start, start + 8).map(({ text, halfClose }) => send(port, text, halfClose)),
    );
    for (const status of batch) {
      const key = status > 0 ? Math.floor(status / 100) * 100 : status;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
  }
  console.log(`seed ${seed}: ${oddLines} odd requests → ${JSON.stringify(Object.fromEntries(statuses))}`);
  assert.ok(!statuses.has(500), "no request reached an unexpected error (500)");
  assert.ok(
    (statuses.get(400) ?? 0) + (statuses.get(404) ?? 0) > oddLines / 4,
    "most odd requests got a 4xx answer, not a closed socket",
  );

  const query = await fetch(`${api.url}/v1/data/query/production?query=count(*)`, {
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(((await query.json()) as { result: number }).result, api.documents.size);
  const write = await fetch(`${api.url}/v2025-02-19/data/mutate/production`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      mutations: [{ createOrReplace: { _id: "after-fuzz", _type: "t" } }, { delete: { id: "after-fuzz" } }],
    }),
  });
  assert.equal(write.status, 200);
});
