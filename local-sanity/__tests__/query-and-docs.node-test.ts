// GROQ queries and documents by id as a Studio reads them: perspectives per API version, drafts
// only with the token, POST queries, and the API's error answers.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";

import type { LocalSanityApi } from "../server.ts";
import { type PlainErrorBody, refusal, startApi, studioClient } from "./support.ts";

const draftId = "drafts.6d9e4f1b-0a2c-4d3e-b5f8-9f1a6c7d0e89";
const onlyDraftPublishedId = "6d9e4f1b-0a2c-4d3e-b5f8-9f1a6c7d0e89";

describe("queries and documents", () => {
  let api: LocalSanityApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  it("sees drafts beside published documents in the raw perspective, with the token only", async () => {
    const raw = await studioClient(api, { perspective: "raw" }).fetch<string[]>("*[_type == 'post']._id");
    assert.ok(raw.includes(draftId));
    const anonymous = await studioClient(api, { perspective: "raw", withToken: false }).fetch<string[]>(
      "*[_type == 'post']._id",
    );
    assert.ok(!anonymous.includes(draftId));
    assert.equal(anonymous.length, raw.length - 1);
  });

  it("defaults to raw before API version 2025-02-19 and to published from it", async () => {
    const old = await studioClient(api, { apiVersion: "2021-06-07" }).fetch<string[]>(
      "*[_id in path('drafts.**')]._id",
    );
    assert.deepEqual(old, [draftId]);
    const current = await studioClient(api, { apiVersion: "2025-02-19" }).fetch<string[]>(
      "*[_id in path('drafts.**')]._id",
    );
    assert.deepEqual(current, []);
  });

  it("overlays drafts on published ids in the drafts perspective (previewDrafts too), naming the draft in _originalId", async () => {
    for (const perspective of ["drafts", "previewDrafts"] as const) {
      const docs = await studioClient(api, { perspective }).fetch<
        { _id: string; _originalId?: string; title?: string }[]
      >("*[_type == 'post']{_id, _originalId, title}");
      const overlaid = docs.find((doc) => doc._id === onlyDraftPublishedId);
      assert.equal(overlaid?._originalId, draftId, perspective);
      assert.ok(docs.every((doc) => !doc._id.startsWith("drafts.")));
    }
    const published = await studioClient(api, { perspective: "published" }).fetch<string[]>("*[_type == 'post']._id");
    assert.ok(!published.includes(onlyDraftPublishedId));
  });

  it("shows an anonymous reader published documents only, whatever the perspective", async () => {
    const docs = await studioClient(api, { perspective: "drafts", withToken: false }).fetch<string[]>(
      "*[_type == 'post']._id",
    );
    assert.ok(!docs.includes(onlyDraftPublishedId));
  });

  it("answers a query too long for a URL through POST, with its params", async () => {
    const padding = "x".repeat(20000);
    const result = await studioClient(api).fetch<string[]>(
      `*[_type == $type && title != $padding] | order(_id asc)[0...2]._id`,
      {
        type: "author",
        padding,
      },
    );
    assert.deepEqual(result, ["author-james-okafor", "author-marta-silva"]);
    assert.ok(
      api.requests.some(
        (request) => request.method === "POST" && request.path === "/v2025-02-19/data/query/production",
      ),
    );
  });

  it("answers malformed GROQ with a queryParseError and its position", async () => {
    const error = await refusal(studioClient(api).fetch('*[_type == "event]'));
    assert.equal(error.statusCode, 400);
    assert.deepEqual(Object.keys(error.response.body.error).sort(), ["description", "end", "query", "start", "type"]);
    assert.equal(error.response.body.error.type, "queryParseError");
    assert.equal(error.response.body.error.query, '*[_type == "event]');
    const missingParam = await refusal(studioClient(api).fetch("*[_id == $id]"));
    assert.equal(missingParam.statusCode, 400);
    assert.match(missingParam.response.body.error.description, /param \$id referenced, but not provided/);
  });

  it("refuses an unknown perspective with a 400", async () => {
    const response = await fetch(`${api.url}/v2025-02-19/data/query/production?query=*&perspective=raw,drafts`);
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as PlainErrorBody).statusCode, 400);
  });

  it("gives documents by id and says which it left out and why", async () => {
    const client = studioClient(api);
    const [author, missing, draft] = await client.getDocuments(["author-marta-silva", "no-such-document", draftId]);
    assert.equal(author?.name, "Marta Silva");
    assert.equal(missing, null);
    assert.equal(draft?._id, draftId);
    const response = await fetch(
      `${api.url}/v2025-02-19/data/doc/production/author-marta-silva,no-such-document,${draftId}`,
    );
    assert.deepEqual(await response.json(), {
      documents: [api.documents.get("author-marta-silva")],
      omitted: [
        { id: "no-such-document", reason: "existence" },
        { id: draftId, reason: "permission" },
      ],
    });
    assert.equal(await client.getDocument("no-such-document"), undefined);
  });

  it("answers an unknown dataset, endpoint or API version with Sanity's 404 body", async () => {
    for (const path of [
      "/v2025-02-19/data/query/staging?query=*",
      "/v2025-02-19/nothing/here",
      "/v2025-13-45/ping",
      "/ping",
    ]) {
      const response = await fetch(`${api.url}${path}`);
      assert.equal(response.status, 404, path);
      const body = (await response.json()) as PlainErrorBody;
      assert.equal(body.statusCode, 404);
      assert.equal(body.error, "Not Found");
    }
  });
});
