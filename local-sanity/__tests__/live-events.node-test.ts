// The Live Content API as the real @sanity/client's live.events() reads it (the Presentation tool
// subscribes with includeDrafts and stops without it): a welcome, then a message naming a sync
// tag of the queries a transaction may have changed; and the CORS probe the client makes when
// its stream fails.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";

import type { LiveEvent, LiveEventMessage, SanityClient } from "@sanity/client";

import type { LocalSanityApi } from "../server.ts";
import { type PlainErrorBody, http2Session, startApi, studioClient, token, until } from "./support.ts";

const postId = "3d1f6c2a-7b0e-4f43-9a6e-1c2b5d8e9f01";

type LiveEventsOptions = Parameters<SanityClient["live"]["events"]>[0];
type CollectedLiveEvent = LiveEvent | { type: "error"; error: unknown };

function subscribe(client: SanityClient, options: LiveEventsOptions) {
  const events: CollectedLiveEvent[] = [];
  const subscription = client.live
    .events(options)
    .subscribe({ next: (event) => events.push(event), error: (error) => events.push({ type: "error", error }) });
  return {
    events,
    messages: () => events.filter((event): event is LiveEventMessage => event.type === "message"),
    close: () => subscription.unsubscribe(),
  };
}

describe("live events", () => {
  let api: LocalSanityApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  it("welcomes a draft-reading client, then names the tag a query answered with after a draft edit", async () => {
    const client = studioClient(api);
    const { syncTags } = await client.fetch("*[_id == $id][0].title", { id: postId }, { filterResponse: false });
    assert.ok(syncTags);
    assert.equal(syncTags.length, 1);
    const stream = subscribe(client, { includeDrafts: true, tag: "presentation-loader" });
    try {
      await until(() => stream.events.length > 0, { what: "welcome" });
      assert.equal(stream.events[0]?.type, "welcome");
      await client.createOrReplace({ _id: `drafts.${postId}`, _type: "post", title: "A draft title" });
      await until(() => stream.messages().length === 1, { what: "a message" });
      const [message] = stream.messages();
      assert.ok(message);
      assert.deepEqual(message.tags, syncTags);
      assert.ok(message.id, "a message carries an event id");
    } finally {
      stream.close();
    }
  });

  it("tells a published-only client of published changes, not of drafts", async () => {
    const stream = subscribe(studioClient(api, { withToken: false }), {});
    const writer = studioClient(api);
    try {
      await until(() => stream.events.some((event) => event.type === "welcome"), { what: "welcome" });
      await writer.createOrReplace({ _id: `drafts.${postId}`, _type: "post", title: "Another draft title" });
      await writer.patch(postId).set({ excerpt: "A published excerpt." }).commit();
      await until(() => stream.messages().length >= 1, { what: "a message" });
      // Both transactions were delivered in order: had the draft's been sent, it would be first.
      await new Promise((done) => setTimeout(done, 200));
      assert.equal(stream.messages().length, 1);
    } finally {
      stream.close();
    }
  });

  it("refuses a draft-reading stream without the token (401), and answers the CORS probe by origin", async () => {
    const refused = await fetch(`${api.url}/v2025-02-19/data/live/events/production?includeDrafts=true`);
    assert.equal(refused.status, 401);
    assert.equal(((await refused.json()) as PlainErrorBody).statusCode, 401);
    const h2 = http2Session(api);
    try {
      const allowed = await h2.request("GET", "/v2025-02-19/check/cors", {
        headers: { origin: "http://localhost:3333" },
      });
      assert.deepEqual(allowed.body, { result: { allowed: true, withCredentials: true } });
      const foreign = await h2.request("GET", "/v2025-02-19/check/cors", {
        headers: { origin: "https://evil.example" },
      });
      assert.deepEqual(foreign.body, { result: { allowed: false, withCredentials: false } });
      const wrongDataset = await h2.request("GET", "/v2025-02-19/data/live/events/staging", {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(wrongDataset.status, 404);
    } finally {
      h2.close();
    }
  });
});
