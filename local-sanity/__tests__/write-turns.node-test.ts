// Writes that overlap are applied one after another and all kept; listener filters are bounded
// in size (refused at listen) and in time (a listener whose filter holds up a write is closed
// with a channelError), so no client can stall the writes of the others.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";

import { filterBudgetMs, maxFilterDepth, maxFilterLength } from "../listen.ts";
import { type LocalSanityApi, startSanityApi } from "../server.ts";
import { type SanityErrorBody, token, until } from "./support.ts";

describe("write turns and listener bounds", () => {
  let api: LocalSanityApi;
  before(async () => {
    api = await startSanityApi({ port: 0, token });
  });
  after(() => api.close());

  const mutate = (mutations: Record<string, unknown>[]) =>
    fetch(`${api.url}/v2025-02-19/data/mutate/production`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ mutations }),
    });

  it("keeps every write of overlapping transactions (patches by query while creates land)", async () => {
    await mutate([{ createOrReplace: { _id: "turn-target", _type: "turnTarget", count: 0 } }]);
    // Each patch by query waits for its GROQ in the query worker: sent together, the writes overlap.
    const patches = Array.from({ length: 10 }, () =>
      mutate([{ patch: { query: '*[_type == "turnTarget"]', inc: { count: 1 } } }]),
    );
    const creates = Array.from({ length: 10 }, (_, index) =>
      mutate([{ create: { _id: `turn-${index}`, _type: "turnCreated" } }]),
    );
    const answers = await Promise.all([...patches, ...creates]);
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array(20).fill(200),
      "every write was answered 200",
    );
    const kept = Array.from({ length: 10 }, (_, index) => `turn-${index}`).filter((id) => api.documents.has(id));
    assert.equal(kept.length, 10, `all ten creates are kept (kept: ${kept.join(", ")})`);
    assert.equal(api.documents.get("turn-target")?.count, 10, "all ten increments are kept");
  });

  it("refuses a listener filter that is too long or nests too deep, with a message that says the limit", async () => {
    const listen = (query: string) =>
      fetch(`${api.url}/v2025-02-19/data/listen/production?query=${encodeURIComponent(query)}`);
    const long = await listen(`*[_id == "${"a".repeat(maxFilterLength)}"]`);
    assert.equal(long.status, 400);
    assert.match(((await long.json()) as SanityErrorBody).error.description, new RegExp(`at most ${maxFilterLength}`));
    const deep = await listen(`*[${"(".repeat(200)}_type == "post"${")".repeat(200)}]`);
    assert.equal(deep.status, 400);
    assert.match(
      ((await deep.json()) as SanityErrorBody).error.description,
      new RegExp(`deeper than ${maxFilterDepth} levels`),
    );

    const ordinary = new AbortController();
    const accepted = await fetch(
      `${api.url}/v2025-02-19/data/listen/production?query=${encodeURIComponent('*[_type == "post" && (_id in path("drafts.**") || !(_id in path("versions.**")))]')}`,
      { signal: ordinary.signal },
    );
    assert.equal(accepted.status, 200, "a filter like Studio's is accepted");
    ordinary.abort();
  });

  // With a timeout: a listener left open would keep the test waiting for its stream's end.
  it(
    "closes a listener whose filter holds up a write, telling it why, and the next writes do not wait for it",
    { timeout: 60000 },
    async () => {
      const items = Array.from({ length: 45 }, (_, index) => ({ _key: `k${index}`, n: index }));
      await mutate([{ createOrReplace: { _id: "heavy", _type: "heavy", items } }]);
      // 45³ projected items, each read. Counting the projection alone (60 items) left its values
      // unevaluated: 35 ms a write on a quiet machine, under the budget, and the test waited for
      // the stream's end forever (1 run in 4 here).
      const slowFilter = '*[_type == "heavy" && count(items[]{"a": ^.items[]{"b": ^.^.items[]}}.a[].b[]) > 0]';
      const controller = new AbortController();
      const stream = await fetch(
        `${api.url}/v2025-02-19/data/listen/production?query=${encodeURIComponent(slowFilter)}`,
        { signal: controller.signal },
      );
      assert.equal(stream.status, 200);
      assert.ok(stream.body);
      const reader = stream.body.pipeThrough(new TextDecoderStream()).getReader();
      let text = "";
      const streamEnded = (async () => {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          text += value;
        }
      })();
      await until(() => text.includes("event: welcome"), { what: "welcome" });

      assert.equal((await mutate([{ patch: { id: "heavy", set: { touched: 1 } } }])).status, 200);
      await streamEnded;
      assert.match(text, /event: channelError\ndata: .*took longer than 250 ms/, "the listener was told why it stops");
      assert.equal(filterBudgetMs, 250);

      const started = performance.now();
      assert.equal((await mutate([{ patch: { id: "heavy", set: { touched: 2 } } }])).status, 200);
      assert.ok(
        performance.now() - started < 1000,
        `the next write answered in ${Math.round(performance.now() - started)} ms`,
      );
      controller.abort();
    },
  );
});
