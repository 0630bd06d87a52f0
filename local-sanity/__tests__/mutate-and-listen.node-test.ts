// Mutations as @sanity/client sends them and the listener events they cause: every patch
// operation Studio uses, revision checks, the client's transaction id echoed, and mendoza effects
// that rebuild each document from the one before (applied with mendoza's own applyPatch).
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";

import type { Transaction } from "@sanity/client";
import { type RawPatch, applyPatch } from "mendoza";

import type { LocalSanityApi, SanityDocument } from "../server.ts";
import { type PlainErrorBody, listen, refusal, startApi, studioClient, until } from "./support.ts";

const block = (key: string, text: string) => ({
  _key: key,
  _type: "block",
  style: "normal",
  markDefs: [],
  children: [{ _key: `${key}s`, _type: "span", marks: [], text }],
});

describe("mutations and listeners", () => {
  let api: LocalSanityApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  it("applies each patch operation and streams effects that rebuild the document, with the client's transaction id", async () => {
    const client = studioClient(api);
    // As Studio's pair listener asks: no result in the events, mendoza effects instead.
    const listener = await listen(
      client,
      "*[_id in $ids]",
      { ids: ["drafts.effects-post", "effects-post"] },
      { includeResult: false, includeAllVersions: true, effectFormat: "mendoza" },
    );
    const steps: ((tx: Transaction) => Transaction)[] = [
      (tx) =>
        tx.create({
          _id: "drafts.effects-post",
          _type: "post",
          title: "First",
          body: [block("a", "One"), block("b", "Two")],
          views: 1,
        }),
      (tx) =>
        tx.patch("drafts.effects-post", (p) =>
          p.set({ title: "Second", "slug.current": "second" }).setIfMissing({ excerpt: "An excerpt" }),
        ),
      (tx) =>
        tx.patch("drafts.effects-post", (p) =>
          p.insert("after", 'body[_key=="a"]', [block("c", "Inserted")]).inc({ views: 2 }),
        ),
      (tx) =>
        tx.patch("drafts.effects-post", (p) =>
          p.diffMatchPatch({ title: "@@ -1,6 +1,7 @@\n Second\n+!\n" }).dec({ views: 1 }),
        ),
      (tx) =>
        tx.patch("drafts.effects-post", (p) =>
          p.unset(['body[_key=="b"]', "excerpt"]).set({ 'body[_key=="a"].children[0].text': "One, edited" }),
        ),
      (tx) =>
        tx.createOrReplace({ _id: "effects-post", _type: "post", title: "Published" }).delete("drafts.effects-post"),
      (tx) => tx.delete("effects-post"),
    ];
    const transactionIds: string[] = [];
    /** The server's copy of both documents after each transaction, to hold the rebuilt ones to. */
    const stored = new Map<string, [draft: SanityDocument | null, published: SanityDocument | null]>();
    for (const [index, step] of steps.entries()) {
      const transactionId = `local-test-tx-${index}`;
      transactionIds.push(transactionId);
      await step(client.transaction()).commit({ transactionId, visibility: "async" });
      stored.set(
        transactionId,
        structuredClone([api.documents.get("drafts.effects-post") ?? null, api.documents.get("effects-post") ?? null]),
      );
    }
    await until(() => listener.mutations().length === 8, { what: "eight mutation events" });
    listener.close();
    const events = listener.mutations();
    assert.deepEqual([...new Set(events.map((event) => event.transactionId))], transactionIds);
    assert.deepEqual(
      events.map((event) => [event.documentId, event.transition]),
      [
        ["drafts.effects-post", "appear"],
        ["drafts.effects-post", "update"],
        ["drafts.effects-post", "update"],
        ["drafts.effects-post", "update"],
        ["drafts.effects-post", "update"],
        ["effects-post", "appear"],
        ["drafts.effects-post", "disappear"],
        ["effects-post", "disappear"],
      ],
    );
    // The publish transaction's two events announce each other, as Studio buffers on that.
    const publish = events.filter((event) => event.transactionId === transactionIds[5]);
    assert.deepEqual(
      publish.map((event) => [event.transactionTotalEvents, event.transactionCurrentEvent]),
      [
        [2, 0],
        [2, 1],
      ],
    );
    for (const event of events)
      assert.deepEqual([event.result, event.visibility, event.identity], [undefined, "query", api.user.id]);

    // Rebuild each document from nothing with the effects alone, and hold it to the stored one.
    const rebuilt = new Map<string, SanityDocument | null>();
    for (const event of events) {
      assert.ok(event.effects, `${event.eventId} carries mendoza effects`);
      const before = rebuilt.get(event.documentId) ?? null;
      assert.equal(before?._rev, event.previousRev, `${event.eventId} follows the revision the listener last saw`);
      const next = applyPatch(before, event.effects.apply as RawPatch) as SanityDocument | null;
      assert.deepEqual(applyPatch(next, event.effects.revert as RawPatch), before, `${event.eventId} reverts`);
      const storedPair = stored.get(event.transactionId);
      assert.ok(storedPair, `${event.eventId} belongs to one of the transactions sent`);
      const [storedDraft, storedPublished] = storedPair;
      assert.deepEqual(
        next,
        event.documentId === "effects-post" ? storedPublished : storedDraft,
        `${event.eventId} rebuilds the stored document`,
      );
      if (next) assert.equal(next._rev, event.transactionId);
      rebuilt.set(event.documentId, next);
    }
    const editedDraft = stored.get("local-test-tx-4")?.[0] as
      { body: { children: { text: string }[] }[] } | null | undefined;
    assert.equal(editedDraft?.body[0]?.children[0]?.text, "One, edited");
  });

  it("keeps a draft's fields exactly as the patches left them", async () => {
    const client = studioClient(api);
    await client
      .transaction()
      .create({
        _id: "drafts.patched",
        _type: "post",
        title: "T",
        body: [block("a", "One"), block("b", "Two")],
        views: 1,
      })
      .patch("drafts.patched", (p) =>
        p
          .insert("before", "body[0]", [block("z", "Zero")])
          .inc({ views: 5 })
          .set({ "author._ref": "author-marta-silva" }),
      )
      .patch("drafts.patched", (p) => p.unset(['body[_key=="b"]']).diffMatchPatch({ title: "@@ -1 +1,2 @@\n T\n+!\n" }))
      .commit();
    const draft = await client.getDocument<{ body: { _key: string }[]; views: number; title: string; author: unknown }>(
      "drafts.patched",
    );
    assert.ok(draft);
    assert.deepEqual(
      draft.body.map((item) => item._key),
      ["z", "a"],
    );
    assert.equal(draft.views, 6);
    assert.equal(draft.title, "T!");
    assert.deepEqual(draft.author, { _ref: "author-marta-silva" });
  });

  it("refuses a patch on a stale revision with a 409 and changes nothing", async () => {
    const client = studioClient(api);
    const created = await client.create({ _id: "drafts.rev-check", _type: "post", title: "A" });
    const error = await refusal(
      client.patch(created._id).ifRevisionId("not-the-revision").set({ title: "B" }).commit(),
    );
    assert.equal(error.statusCode, 409);
    assert.equal(error.response.body.error.type, "mutationError");
    assert.equal(error.response.body.error.items?.[0]?.error.type, "documentRevisionIDDoesNotMatchError");
    assert.equal((await client.getDocument(created._id))?.title, "A");
    await client.patch(created._id).ifRevisionId(created._rev).set({ title: "C" }).commit();
    assert.equal((await client.getDocument(created._id))?.title, "C");
  });

  it("answers create on an existing id and a patch to a missing document with Sanity's errors", async () => {
    const client = studioClient(api);
    const exists = await refusal(client.create({ _id: "author-marta-silva", _type: "author" }));
    assert.equal(exists.statusCode, 409);
    assert.equal(exists.response.body.error.items?.[0]?.error.type, "documentAlreadyExistsError");
    const missing = await refusal(client.patch("no-such-document").set({ a: 1 }).commit());
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.response.body.error.items?.[0]?.error.type, "documentNotFoundError");
    // A patch to a path that is not there changes nothing and is no error (Sanity's behaviour).
    const before = await client.getDocument("author-marta-silva");
    await client.patch("author-marta-silva").unset(["no.such.path", 'slug[_key=="nope"]']).commit();
    const afterPatch = await client.getDocument("author-marta-silva");
    assert.deepEqual({ ...afterPatch, _rev: "", _updatedAt: "" }, { ...before, _rev: "", _updatedAt: "" });
  });

  it("returns ids and documents when asked, and createIfNotExists leaves an existing document alone", async () => {
    const client = studioClient(api);
    const result = await client.mutate(
      [
        { createIfNotExists: { _id: "author-marta-silva", _type: "author", name: "Someone else" } },
        { createOrReplace: { _id: "fresh-author", _type: "author", name: "Fresh" } },
      ],
      { returnDocuments: true, returnFirst: false },
    );
    assert.equal(result.length, 1);
    assert.equal(result[0]?.name, "Fresh");
    const ids = await client.mutate([{ patch: { id: "fresh-author", set: { name: "Fresher" } } }], {
      returnDocuments: false,
      returnFirst: false,
    });
    assert.deepEqual(ids.documentIds, ["fresh-author"]);
    assert.equal((await client.getDocument("author-marta-silva"))?.name, "Marta Silva");
  });

  it("streams to a filtered listener only the documents its filter selects, and hides drafts from anonymous ones", async () => {
    const editor = studioClient(api);
    const authors = await listen(editor, "*[_type == 'author' && name match $name]", { name: "Filter*" });
    const anonymous = await listen(studioClient(api, { withToken: false }), "*");
    await editor.create({ _id: "filter-a", _type: "author", name: "Filter A" });
    await editor.create({ _id: "drafts.filter-b", _type: "author", name: "Filter B" });
    await editor.create({ _id: "not-selected", _type: "post", title: "Filter post" });
    await editor.patch("filter-a").set({ name: "Renamed" }).commit();
    await until(() => authors.mutations().length === 3 && anonymous.mutations().length === 3, {
      what: "filtered events",
    });
    authors.close();
    anonymous.close();
    assert.deepEqual(
      authors.mutations().map((event) => [event.documentId, event.transition, event.result?.name]),
      [
        ["filter-a", "appear", "Filter A"],
        ["drafts.filter-b", "appear", "Filter B"],
        // Renamed out of the filter: it disappears from this listener, and the event carries it as it now is.
        ["filter-a", "disappear", "Renamed"],
      ],
    );
    assert.deepEqual(
      anonymous.mutations().map((event) => event.documentId),
      ["filter-a", "not-selected", "filter-a"],
    );
  });

  it("refuses writes without the token and with a bad one, with Sanity's 401 body", async () => {
    const anonymous = await refusal<PlainErrorBody>(
      studioClient(api, { withToken: false }).create({ _type: "post", title: "x" }),
    );
    assert.equal(anonymous.statusCode, 401);
    assert.deepEqual(Object.keys(anonymous.response.body).sort(), ["error", "message", "statusCode"]);
    const bad = await fetch(`${api.url}/v2025-02-19/data/query/production?query=*`, {
      headers: { authorization: "Bearer wrong" },
    });
    assert.equal(bad.status, 401);
    assert.deepEqual(await bad.json(), { error: "Unauthorized", message: "Session not found", statusCode: 401 });
  });
});
