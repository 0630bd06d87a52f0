// Requests an attacker (or a broken client) sends: each gets a clear 4xx in Sanity's shapes, the
// dataset is unchanged, nothing leaks into Object.prototype, and the server goes on answering.
import assert from "node:assert/strict";
import { connect } from "node:net";
import { after, before, describe, it } from "node:test";

import { type LocalSanityApi, startSanityApi } from "../server.ts";
import { type SanityErrorBody, token } from "./support.ts";

/** What an anonymous count(*) sees: every document but drafts. */
const publicDocuments = (api: LocalSanityApi) =>
  [...api.documents.keys()].filter((id) => !id.startsWith("drafts.")).length;

describe("hostile requests", () => {
  let api: LocalSanityApi;
  let dataset: string;
  before(async () => {
    api = await startSanityApi({ port: 0, token, queryTimeoutMs: 1500 });
    dataset = JSON.stringify([...api.documents]);
  });
  after(async () => {
    assert.equal(JSON.stringify([...api.documents]), dataset, "no hostile request changed the dataset");
    assert.equal(({} as { polluted?: unknown }).polluted, undefined);
    const ping = await fetch(`${api.url}/v1/ping`);
    assert.equal(ping.status, 200, "the server still answers");
    await api.close();
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${api.url}/v2025-02-19/data/${path}/production`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
      body,
    });

  it("refuses malformed JSON, empty bodies and wrong shapes with a 400", async () => {
    const cases: [path: string, body: string][] = [
      ["mutate", "{not json"],
      ["mutate", ""],
      ["mutate", "[]"],
      ["mutate", '{"mutations":{"create":{}}}'],
      ["mutate", '{"mutations":[{"create":{"_id":"x"}}]}'],
      ["mutate", '{"mutations":[{"create":{"_id":"x","_type":"t"},"delete":{"id":"y"}}]}'],
      ["mutate", '{"mutations":[{"patch":{"id":"author-marta-silva","unset":"name"}}]}'],
      ["mutate", '{"mutations":[{"patch":{"id":"author-marta-silva","set":{"name[[[":1}}}]}'],
      ["mutate", `{"mutations":[{"create":{"_id":"${"a".repeat(300)}","_type":"t"}}]}`],
      ["mutate", '{"mutations":[{"create":{"_id":"bad id!","_type":"t"}}]}'],
      ["mutate", '{"mutations":[{"delete":{"query":"*[_type == "}}]}'],
      ["actions", '{"actions":[null]}'],
      [
        "actions",
        '{"actions":[{"actionType":"sanity.action.document.publish","publishedId":"drafts.x","draftId":"x"}]}',
      ],
      ["query", '{"query": 42}'],
    ];
    for (const [path, body] of cases) {
      const response = await post(path, body);
      assert.equal(response.status, 400, `${path} ${body.slice(0, 80)}`);
      const answer = (await response.json()) as { error?: unknown };
      assert.ok(answer.error, `${path} ${body.slice(0, 80)} has an error body`);
    }
  });

  it("refuses bodies over the limit with a 413, whether announced or streamed", async () => {
    const big = JSON.stringify({
      mutations: [{ create: { _id: "big", _type: "t", text: "x".repeat(6 * 1024 * 1024) } }],
    });
    assert.equal((await post("mutate", big)).status, 413);
    // Streamed without a content-length: counted as it arrives.
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"query":"'));
        sent += 1;
        if (sent > 40) controller.close();
        else controller.enqueue(chunk);
      },
    });
    // duplex: Node's fetch streams a body only half-duplex (the DOM's RequestInit has no such field).
    const init: RequestInit & { duplex: "half" } = {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    };
    const streamed = await fetch(`${api.url}/v2025-02-19/data/query/production`, init);
    assert.equal(streamed.status, 413);
  });

  it("does not let a document or a patch write to Object.prototype", async () => {
    await post(
      "mutate",
      '{"mutations":[{"createOrReplace":{"_id":"proto","_type":"t","__proto__":{"polluted":true}}}]}',
    );
    await post(
      "mutate",
      '{"mutations":[{"patch":{"id":"proto","set":{"__proto__.polluted":true,"constructor.prototype.polluted":true}}}]}',
    );
    assert.equal(({} as { polluted?: unknown }).polluted, undefined);
    await post("mutate", '{"mutations":[{"delete":{"id":"proto"}}]}');
  });

  it("answers deeply nested, overlong and undecodable queries and ids with a 400", async () => {
    const nested = `${"(".repeat(20000)}1${")".repeat(20000)}`;
    const deep = await post("query", JSON.stringify({ query: nested }));
    assert.equal(deep.status, 400);
    assert.equal(((await deep.json()) as SanityErrorBody).error.type, "queryParseError");
    const long = await post("query", JSON.stringify({ query: `"${"x".repeat(300 * 1024)}"` }));
    assert.equal(long.status, 400);
    for (const path of [
      "/v2025-02-19/data/doc/production/%E0%A4%A",
      "/v2025-02-19/users/%E0%A4%A",
      "/v2025-02-19/data/query/production?query=*%5B_id%3D%3D%24id%5D&%24id=not-json",
    ]) {
      const response = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(response.status, 400, path);
    }
    assert.equal((await fetch(`${api.url}/v2025-02-19/data/listen/production?query=*%5B`)).status, 400);
  });

  it("stops a query that would run for minutes, and answers other requests meanwhile", async () => {
    const heavy = fetch(
      `${api.url}/v1/data/query/production?query=${encodeURIComponent('count(*[]{"a": *[]{"b": *[]{"c": *[]{"d": *[]._id}}}})')}`,
    );
    let heavyAnswered = false;
    void heavy.then(() => (heavyAnswered = true));
    const ping = await fetch(`${api.url}/v1/ping`);
    assert.equal(ping.status, 200);
    // The order, not a wall-clock bound (which a loaded machine stretches): the ping is answered
    // while the query still runs its 1.5 s in the worker.
    assert.equal(heavyAnswered, false, "ping answered only after the query ended");
    const answer = await heavy;
    assert.equal(answer.status, 400);
    assert.match(((await answer.json()) as SanityErrorBody).error.description, /timed out after 1500 ms/);
    const next = await fetch(`${api.url}/v1/data/query/production?query=count(*)`);
    assert.equal(((await next.json()) as { result: number }).result, publicDocuments(api));
  });

  it("refuses a result that multiplies the dataset past the size limit, without copying it into the server", async () => {
    // Time enough to build the result (this suite's API stops queries after 1.5 s).
    const patient = await startSanityApi({ port: 0, token, queryTimeoutMs: 60_000 });
    try {
      const bomb = await fetch(
        `${patient.url}/v1/data/query/production?query=${encodeURIComponent('*[]{"a": *[]{"b": *[]{"c": *[]{"d": *[]}}}}')}`,
      );
      assert.equal(bomb.status, 400);
      assert.match(((await bomb.json()) as SanityErrorBody).error.description, /larger than 32 MB/);
      assert.equal(
        ((await (await fetch(`${patient.url}/v1/data/query/production?query=count(*)`)).json()) as { result: number })
          .result,
        publicDocuments(patient),
      );
    } finally {
      await patient.close();
    }
  });

  it("survives garbage on the socket, a broken TLS handshake and listeners that vanish", async () => {
    for (const bytes of [
      Buffer.from("\x00\x01garbage\r\n\r\n"),
      Buffer.from([0x16, 0x03, 0x01, 0xff, 0xff, 1, 2, 3]),
    ]) {
      await new Promise<void>((done) => {
        const socket = connect(Number(new URL(api.url).port), "127.0.0.1", () => socket.end(bytes));
        socket.on("error", () => done());
        socket.on("close", () => done());
        socket.resume();
      });
    }
    const controller = new AbortController();
    const response = await fetch(`${api.url}/v2025-02-19/data/listen/production?query=*`, {
      signal: controller.signal,
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(response.status, 200);
    controller.abort();
    const write = await post(
      "mutate",
      '{"mutations":[{"createOrReplace":{"_id":"after-abort","_type":"t"}},{"delete":{"id":"after-abort"}}]}',
    );
    assert.equal(write.status, 200);
  });
});
