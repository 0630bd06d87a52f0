/** @jest-environment node */
import { connect } from "node:net";

import { holdConnections, slowRequest, testTimeouts } from "../../server-hardening/__tests__/hostile-connections.ts";
import { mintSession } from "../editor-credential.ts";
import { draftText, secret, startDraftServer, startFront } from "./draft-server.ts";

type Started<T extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<T>>;
let drafts: Started<typeof startDraftServer>;
let front: Started<typeof startFront>;
const logs: string[] = [];

beforeAll(async () => {
  drafts = await startDraftServer();
  front = await startFront({ upstream: drafts.url, logs });
});
afterAll(async () => {
  await front.close();
  await drafts.close();
});

/** Sends raw bytes and resolves with whatever came back before the connection ended (or 2 s passed). */
function raw(bytes: string | Buffer): Promise<string> {
  return new Promise((done) => {
    const socket = connect(front.port, "127.0.0.1");
    let answer = "";
    const finish = () => {
      socket.destroy();
      done(answer);
    };
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", finish);
    socket.on("close", finish);
    socket.setTimeout(2000, finish);
    socket.end(bytes);
  });
}

const status = (answer: string) => answer.slice(0, 12);
const session = () => `preview-session=${mintSession(secret, Date.now())}`;

it.each([
  ["an asterisk target", "GET * HTTP/1.1\r\nHost: x\r\n\r\n", "HTTP/1.1 400"],
  [
    "an absolute-form target",
    `GET http://evil.example/blog HTTP/1.1\r\nHost: x\r\nCookie: ${session()}\r\n\r\n`,
    "HTTP/1.1 400",
  ],
  ["bytes that are no HTTP", "\u0000\u0001\u0002 hello\r\n\r\n", "HTTP/1.1 400"],
  [
    "a header block over Node's limit",
    `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20000)}\r\n\r\n`,
    "HTTP/1.1 431",
  ],
  ["a header with a control character", "GET / HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n", "HTTP/1.1 400"],
  [
    "a path that does not percent-decode, with a secret that does not either",
    "GET /blog%E0%A4%A?preview-secret=%ZZ HTTP/1.1\r\nHost: x\r\n\r\n",
    "HTTP/1.1 403",
  ],
  [
    "a cookie header of noise",
    `GET /blog HTTP/1.1\r\nHost: x\r\nCookie: ${"=;%%\u00ff".repeat(1000)}\r\n\r\n`,
    "HTTP/1.1 403",
  ],
  [
    "an upgrade to an asterisk",
    "GET * HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n",
    "HTTP/1.1 403",
  ],
  [
    "an upgrade with an Origin that is no URL",
    `GET /socket.io/ HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nOrigin: ::\r\nCookie: ${session()}\r\n\r\n`,
    "HTTP/1.1 403",
  ],
  [
    "a 2 MB body without the credential",
    `POST /___graphql HTTP/1.1\r\nHost: x\r\nContent-Length: 2097152\r\n\r\n${"{".repeat(2097152)}`,
    "HTTP/1.1 403",
  ],
])("answers %s without crashing", async (_, request, expected) => {
  const answer = await raw(request);
  expect(status(answer)).toBe(expected);
  expect(answer).not.toContain(draftText);
});

it("survives connections cut mid-request and a seeded run of random request lines", async () => {
  await raw(`GET /blog HTTP/1.1\r\nHost: x\r\nCookie: ${session()}\r\nContent-Le`);
  await raw("POST /__refresh HTTP/1.1\r\nContent-Length: 100\r\n\r\nshort");
  let seed = 24;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const alphabet = "/?=&%#:;, \t\r\nAZaz09-_.~\u0000\u00ff";
  for (let i = 0; i < 200; i += 1) {
    const line = Array.from({ length: next() % 60 }, () => alphabet[next() % alphabet.length]).join("");
    const answer = await raw(`GET /${line} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).not.toContain(draftText);
  }
  const still = await fetch(`${front.url}/blog`, { headers: { cookie: session() } });
  expect(still.status).toBe(200);
  expect(await still.text()).toContain(draftText);
  expect(logs.join("\n")).not.toContain(secret);
}, 60000);

describe("connections that send no complete request", () => {
  // Short deadlines (production: 10 s for a request's headers), so the test takes seconds.
  let timed: Started<typeof startFront>;
  beforeAll(async () => {
    timed = await startFront({ upstream: drafts.url, logs, connectionTimeouts: testTimeouts });
  });
  afterAll(() => timed.close());

  it("are closed within the headers' time, 500 silent and 500 half-sent, while an editor's page is served", async () => {
    const outcome = await holdConnections(timed.port, {
      waitMs: 20_000,
      normalRequest: async () => (await fetch(`${timed.url}/blog`, { headers: { cookie: session() } })).status,
    });
    expect(outcome.stillOpen).toBe(0);
    expect(outcome.shortestHeldMs).toBeGreaterThanOrEqual(testTimeouts.headersTimeoutMs - 50);
    expect(outcome.normalStatuses.length).toBeGreaterThan(0);
    expect(outcome.normalStatuses.every((status) => status === 200)).toBe(true);
  }, 30_000);

  it("while a slow client whose headers come within the time is answered", async () => {
    expect(await slowRequest(timed.port, "/blog", testTimeouts.headersTimeoutMs / 2)).toBe(403);
  });
});
