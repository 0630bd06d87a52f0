// The History API as Studio reads it for a document's timeline and review of changes: the
// transactions that touched the document (NDJSON, mendoza effects, oldest or newest first,
// bounded by transaction ids), and the document as one of them left it.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";

import { type RawPatch, applyPatch } from "mendoza";

import type { LocalSanityApi } from "../server.ts";
import { startApi, studioClient, token } from "./support.ts";

/** What these tests read of a line of transactions/{ids}. */
interface TransactionLine {
  id: string;
  author: string;
  documentIDs: string[];
  mutations?: { patch: { set: Record<string, unknown> } }[];
  effects: Record<string, { apply: RawPatch }>;
}

/** What these tests read of documents/{ids}?revision=…: the documents as that transaction left them. */
interface DocumentsAtRevision {
  documents: { title?: string; name?: string }[];
}

describe("document history", () => {
  let api: LocalSanityApi;
  const get = (path: string) =>
    fetch(`${api.url}/v2025-02-19/data/history/production/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const documentsAt = async (path: string) => (await (await get(path)).json()) as DocumentsAtRevision;
  const lines = async (response: Response) =>
    (await response.text())
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TransactionLine);
  before(async () => {
    api = await startApi();
    const client = studioClient(api);
    await client
      .transaction()
      .create({ _id: "drafts.history-post", _type: "post", title: "One" })
      .commit({ transactionId: "history-1" });
    await client.patch("drafts.history-post").set({ title: "Two" }).commit({ transactionId: "history-2" });
    await client.patch("author-marta-silva").set({ name: "Marta S." }).commit({ transactionId: "history-other" });
    await client.patch("drafts.history-post").set({ title: "Three" }).commit({ transactionId: "history-3" });
  });
  after(() => api.close());

  it("lists the transactions that touched the document, with effects that replay it", async () => {
    const response = await get(
      "transactions/history-post,drafts.history-post?effectFormat=mendoza&excludeContent=true&includeIdentifiedDocumentsOnly=true&limit=50",
    );
    assert.equal(response.status, 200);
    const transactions = await lines(response);
    assert.deepEqual(
      transactions.map((tx) => tx.id),
      ["history-1", "history-2", "history-3"],
    );
    assert.deepEqual(transactions[0]?.documentIDs, ["drafts.history-post"]);
    assert.equal(transactions[0]?.author, api.user.id);
    let document: unknown = null;
    for (const tx of transactions) document = applyPatch(document, tx.effects["drafts.history-post"]?.apply ?? []);
    assert.deepEqual(document, api.documents.get("drafts.history-post"));
  });

  it("pages newest first and between transactions, as the timeline asks", async () => {
    const newest = await lines(
      await get("transactions/drafts.history-post?reverse=true&limit=2&excludeMutations=true"),
    );
    assert.deepEqual(
      newest.map((tx) => tx.id),
      ["history-3", "history-2"],
    );
    assert.equal(newest[0]?.mutations, undefined);
    const bounded = await lines(
      await get("transactions/drafts.history-post?fromTransaction=history-2&toTransaction=history-3"),
    );
    assert.deepEqual(
      bounded.map((tx) => tx.id),
      ["history-2", "history-3"],
    );
    assert.equal(bounded[0]?.mutations?.[0]?.patch.set.title, "Two");
  });

  it("gives the document as a transaction left it, and no events from the events API", async () => {
    const atTwo = await documentsAt("documents/drafts.history-post?revision=history-2");
    assert.equal(atTwo.documents[0]?.title, "Two");
    const untouched = await documentsAt("documents/author-james-okafor?revision=history-2");
    assert.equal(untouched.documents[0]?.name, "James Okafor");
    const beforeRename = await documentsAt("documents/author-marta-silva?revision=history-1");
    assert.equal(beforeRename.documents[0]?.name, "Marta Silva");
    assert.deepEqual(await (await get("events/documents/drafts.history-post?limit=100")).json(), {
      events: { "drafts.history-post": [] },
      nextCursor: "",
    });
  });

  it("needs the token", async () => {
    const response = await fetch(`${api.url}/v2025-02-19/data/history/production/transactions/drafts.history-post`);
    assert.equal(response.status, 401);
  });
});
