// The Actions API as Studio 4.22 sends it (serverDocumentActions are on by default): a new
// document's create and edit in one request, publish, unpublish, discard and delete, each one
// transaction whose listener events carry the client's transaction id.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";

import type { SanityClient } from "@sanity/client";

import type { LocalSanityApi } from "../server.ts";
import { listen, refusal, startApi, studioClient, until } from "./support.ts";

describe("document actions", () => {
  let api: LocalSanityApi;
  let client: SanityClient;
  before(async () => {
    api = await startApi();
    client = studioClient(api);
  });
  after(() => api.close());

  const ids = { publishedId: "action-post", draftId: "drafts.action-post" };
  const get = (id: string) => api.documents.get(id);

  it("creates a draft and edits it in one transaction, as Studio's first keystroke does", async () => {
    const listener = await listen(
      client,
      "*[_id in $ids]",
      { ids: [ids.publishedId, ids.draftId] },
      { includeAllVersions: true, effectFormat: "mendoza" },
    );
    await client.action(
      [
        {
          actionType: "sanity.action.document.create",
          publishedId: ids.publishedId,
          attributes: { _id: ids.draftId, _type: "post", excerpt: "Kept through every action" },
          ifExists: "fail",
        },
        {
          actionType: "sanity.action.document.edit",
          draftId: ids.draftId,
          publishedId: ids.publishedId,
          patch: { set: { title: "Written in Studio" } },
        },
      ],
      { transactionId: "studio-first-keystroke" },
    );
    await until(() => listener.mutations().length === 1, { what: "the create event" });
    listener.close();
    const [event] = listener.mutations();
    assert.ok(event);
    assert.deepEqual(
      [event.documentId, event.transition, event.transactionId, event.transactionTotalEvents],
      [ids.draftId, "appear", "studio-first-keystroke", 1],
    );
    assert.equal(get(ids.draftId)?.title, "Written in Studio");
    assert.equal(get(ids.draftId)?._rev, "studio-first-keystroke");
    assert.equal(get(ids.publishedId), undefined);
  });

  it("publishes: the draft becomes the published document and is gone, in one transaction of two events", async () => {
    const listener = await listen(
      client,
      "*[_id in $ids]",
      { ids: [ids.publishedId, ids.draftId] },
      { includeAllVersions: true, effectFormat: "mendoza" },
    );
    const result = await client.action(
      { actionType: "sanity.action.document.publish", draftId: ids.draftId, publishedId: ids.publishedId },
      { transactionId: "publish-1" },
    );
    assert.deepEqual(result, { transactionId: "publish-1" });
    await until(() => listener.mutations().length === 2, { what: "the publish events" });
    listener.close();
    assert.deepEqual(
      listener.mutations().map((event) => [event.documentId, event.transition, event.transactionTotalEvents]),
      [
        [ids.publishedId, "appear", 2],
        [ids.draftId, "disappear", 2],
      ],
    );
    assert.equal(get(ids.publishedId)?.title, "Written in Studio");
    assert.equal(get(ids.draftId), undefined);
    const anonymous = await studioClient(api, { withToken: false }).fetch<string | null>("*[_id == $id][0].title", {
      id: ids.publishedId,
    });
    assert.equal(anonymous, "Written in Studio");
  });

  it("refuses to publish without a draft, or over a published revision that moved on", async () => {
    const noDraft = await refusal(
      client.action({
        actionType: "sanity.action.document.publish",
        draftId: ids.draftId,
        publishedId: ids.publishedId,
      }),
    );
    assert.equal(noDraft.statusCode, 409);
    assert.equal(noDraft.response.body.error.type, "actionError");
    assert.equal(noDraft.response.body.error.items?.[0]?.index, 0);
    await client.action({
      actionType: "sanity.action.document.edit",
      draftId: ids.draftId,
      publishedId: ids.publishedId,
      patch: { set: { title: "Edited after publishing" } },
    });
    assert.equal(
      get(ids.draftId)?.title,
      "Edited after publishing",
      "an edit without a draft starts from the published document",
    );
    assert.equal(get(ids.draftId)?.excerpt, "Kept through every action");
    const stale = await refusal(
      client.action({
        actionType: "sanity.action.document.publish",
        draftId: ids.draftId,
        publishedId: ids.publishedId,
        ifPublishedRevisionId: "stale",
      }),
    );
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.response.body.error.items?.[0]?.error.type, "documentRevisionIDDoesNotMatchError");
  });

  it("discards the draft", async () => {
    await client.action({ actionType: "sanity.action.document.discard", draftId: ids.draftId });
    assert.equal(get(ids.draftId), undefined);
    assert.equal(get(ids.publishedId)?.title, "Written in Studio");
  });

  it("unpublishes: the published document goes back to being a draft", async () => {
    await client.action({
      actionType: "sanity.action.document.unpublish",
      draftId: ids.draftId,
      publishedId: ids.publishedId,
    });
    assert.equal(get(ids.publishedId), undefined);
    assert.equal(get(ids.draftId)?.title, "Written in Studio");
  });

  it("deletes the document with its draft", async () => {
    await client.action({
      actionType: "sanity.action.document.publish",
      draftId: ids.draftId,
      publishedId: ids.publishedId,
    });
    await client.action({
      actionType: "sanity.action.document.edit",
      draftId: ids.draftId,
      publishedId: ids.publishedId,
      patch: { set: { title: "A draft too" } },
    });
    await client.action({
      actionType: "sanity.action.document.delete",
      publishedId: ids.publishedId,
      includeDrafts: [ids.draftId],
    });
    assert.equal(get(ids.publishedId), undefined);
    assert.equal(get(ids.draftId), undefined);
  });

  it("refuses actions without the token, unknown action types and mismatched ids, and changes nothing", async () => {
    const before = JSON.stringify([...api.documents]);
    const anonymous = await refusal(
      studioClient(api, { withToken: false }).action({
        actionType: "sanity.action.document.delete",
        publishedId: "author-marta-silva",
        includeDrafts: [],
      }),
    );
    assert.equal(anonymous.statusCode, 401);
    const unknown = await refusal(client.action({ actionType: "sanity.action.release.publish", releaseId: "r1" }));
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.response.body.error.type, "actionError");
    const mismatched = await refusal(
      client.action([
        { actionType: "sanity.action.document.delete", publishedId: "author-marta-silva", includeDrafts: [] },
        {
          actionType: "sanity.action.document.edit",
          draftId: "drafts.other",
          publishedId: "author-james-okafor",
          patch: { set: { name: "x" } },
        },
      ]),
    );
    assert.equal(mismatched.statusCode, 400);
    assert.equal(mismatched.response.body.error.items?.[0]?.index, 1);
    assert.equal(JSON.stringify([...api.documents]), before);
  });
});
