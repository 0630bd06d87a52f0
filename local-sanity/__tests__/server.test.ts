/** @jest-environment node */
import { readFileSync } from "node:fs";

import { startSanityApi, type LocalSanityApi, type SanityDocument } from "../server.ts";
import { type ListenEvent, pluginClient } from "./sanity-api-client.ts";

let api: LocalSanityApi;
beforeEach(async () => {
  api = await startSanityApi({ port: 0, token: "test-token" });
});
afterEach(() => api.close());

const bearer = { authorization: "Bearer test-token" };
const exportDocs = async (headers: Record<string, string> = {}) => {
  const response = await fetch(`${api.url}/v1/data/export/production`, { headers });
  return (await response.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as SanityDocument);
};

describe("the local Sanity content API", () => {
  it("serves the deployed GraphQL schema at the endpoint gatsby-source-sanity reads", async () => {
    const response = await fetch(`${api.url}/v1/apis/graphql/production/default?tag=sanity.gatsby.get-schema`, {
      headers: { accept: "application/graphql" },
    });
    expect(response.status).toBe(200);
    const sdl = await response.text();
    expect(sdl).toMatch(/^schema \{\n {2}query: RootQuery\n\}/m);
    expect(sdl).toContain('bodyRaw: JSON @jsonAlias(for: "body")');
    expect((await fetch(`${api.url}/v1/apis/graphql/production/experimental`)).status).toBe(404);
  });

  it("exports published documents to anyone and drafts only with the token", async () => {
    const anonymous = await exportDocs();
    const withToken = await exportDocs(bearer);
    expect(anonymous.some((doc) => doc._id.startsWith("drafts."))).toBe(false);
    expect(withToken.some((doc) => doc._id.startsWith("drafts."))).toBe(true);
    expect(withToken.length).toBeGreaterThan(anonymous.length);
    const wrong = await fetch(`${api.url}/v1/data/export/production`, { headers: { authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ statusCode: 401 });
  });

  it("holds images as sanity.imageAsset documents on cdn.sanity.io, referenced by the posts", async () => {
    const docs = await exportDocs();
    const post = docs.find((doc) => doc._type === "post" && doc.mainImage) as SanityDocument & {
      mainImage: { asset: { _ref: string } };
    };
    const asset = docs.find((doc) => doc._id === post.mainImage.asset._ref);
    expect(asset).toMatchObject({ _type: "sanity.imageAsset", metadata: { dimensions: { width: 1200, height: 630 } } });
    const url = String(asset?.url);
    expect(url).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/127\/production\/[a-f0-9]{40}-1200x630\.png$/);
    expect(api.imageFile(url.split("/").pop()!)).toMatch(/content\/blog\/images\/.+\.png$/);
    expect(JSON.stringify(docs)).not.toContain("_sanityAsset");
  });

  it("answers the GROQ queries gatsby-source-sanity sends on a warm cache, and any other GROQ", async () => {
    const pluginSource = readFileSync(require.resolve("gatsby-source-sanity/lib/gatsby-node.js"), "utf8");
    const deltaSource = readFileSync(require.resolve("gatsby-source-sanity/lib/util/handleDeltaChanges.js"), "utf8");
    const [firstPage, nextPage] = [...pluginSource.matchAll(/`(\*\[!\(_type match "system\.\*\*"\)[^`]*\._id)`/g)]
      .map((match) => match[1]!)
      .reverse();
    const changedQuery = /'(\*\[!\(_type match "system\.\*\*"\) && _updatedAt > \$timestamp\])'/.exec(deltaSource)?.[1];
    expect([firstPage, nextPage, changedQuery].every(Boolean)).toBe(true);

    const client = pluginClient(api.apiHost, "test-token");
    const ids = await client.fetch<string[]>(firstPage!, { prevId: null, batchSize: 3 });
    expect(ids).toEqual([...api.documents.keys()].sort().slice(0, 3));
    const next = await client.fetch<string[]>(nextPage!, { prevId: ids[2], batchSize: 30000 });
    expect(next).toEqual([...api.documents.keys()].sort().slice(3));
    const changed = await client.fetch<SanityDocument[]>(changedQuery!, { timestamp: "2026-10-01T00:00:00Z" });
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((doc) => Date.parse(String(doc._updatedAt)) > Date.parse("2026-10-01T00:00:00Z"))).toBe(true);
    const titles = await client.fetch<string[]>('*[_type == "post" && defined(slug.current)] | order(title asc).title');
    expect(titles.length).toBeGreaterThan(3);
    expect(titles).toEqual([...titles].sort());
    await expect(client.fetch('*[_type == "post"')).rejects.toMatchObject({ statusCode: 400 });
  });

  it("applies createOrReplace, patch set and delete, and streams them to listeners", async () => {
    const editor = pluginClient(api.apiHost, "test-token");
    const events: ListenEvent[] = [];
    const anonymousEvents: ListenEvent[] = [];
    const subscription = editor.listen('*[!(_id in path("_.**"))]').subscribe((event) => events.push(event));
    const anonymous = pluginClient(api.apiHost)
      .listen('*[!(_id in path("_.**"))]')
      .subscribe((event) => anonymousEvents.push(event));
    await new Promise((wait) => setTimeout(wait, 300));

    await editor.mutate([{ createOrReplace: { _id: "drafts.new-post", _type: "post", title: "Draft" } }]);
    await editor.mutate([
      { patch: { id: "drafts.new-post", set: { title: "Draft, edited", "slug.current": "draft-edited" } } },
    ]);
    await editor.mutate([{ delete: { id: "drafts.new-post" } }]);
    await new Promise((wait) => setTimeout(wait, 300));
    subscription.unsubscribe();
    anonymous.unsubscribe();

    expect(events.map((event) => [event.documentId, event.transition, event.result?.title])).toEqual([
      ["drafts.new-post", "appear", "Draft"],
      ["drafts.new-post", "update", "Draft, edited"],
      ["drafts.new-post", "disappear", undefined],
    ]);
    expect(anonymousEvents).toEqual([]);
    expect(api.documents.has("drafts.new-post")).toBe(false);
  });

  it("refuses mutations without the token or with bad bodies, and changes nothing then", async () => {
    const before = JSON.stringify([...api.documents]);
    const post = (body: string, headers: Record<string, string> = bearer) =>
      fetch(`${api.url}/v1/data/mutate/production`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body,
      });
    expect((await post('{"mutations":[{"delete":{"id":"author-marta-silva"}}]}', {})).status).toBe(401);
    expect((await post("not json")).status).toBe(400);
    expect((await post('{"mutations":[]}')).status).toBe(400);
    const partlyBad = await post(
      '{"mutations":[{"delete":{"id":"author-marta-silva"}},{"patch":{"id":"missing","set":{"a":1}}}]}',
    );
    expect(partlyBad.status).toBe(404);
    expect(await partlyBad.json()).toEqual({
      error: {
        description: 'Mutation failed: Document "missing" not found',
        items: [
          {
            error: { description: 'Document "missing" not found', id: "missing", type: "documentNotFoundError" },
            index: 1,
          },
        ],
        type: "mutationError",
      },
    });
    expect((await post('{"mutations":[{"createOrReplace":{"_id":"bad id!","_type":"post"}}]}')).status).toBe(400);
    expect((await post('{"mutations":[{"patch":null},{"insert":{}}]}')).status).toBe(400);
    expect((await post('{"mutations":[{"insert":{"after":"body[-1]","items":[]}}]}')).status).toBe(400);
    expect(JSON.stringify([...api.documents])).toBe(before);
    expect((await fetch(`${api.url}/v1/data/export/production`)).status).toBe(200);
  });
});
