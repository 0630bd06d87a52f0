// `sanity graphql deploy` and its --dry-run against the local API: the CLI reads the deployed
// API's generation (HEAD), then sends the spec it generates from the Studio's schemas to validate
// (and, deploying, PUTs it); the API keeps each spec for the GraphQL capture to render.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";

import type { LocalSanityApi } from "../server.ts";
import { deployedSchemaPath } from "../server.ts";
import { http2Session, startApi, token } from "./support.ts";

const json = { authorization: `Bearer ${token}`, "content-type": "application/json" };
const spec = {
  types: [
    {
      kind: "Type",
      name: "Post",
      type: "Object",
      fields: [{ fieldName: "title", type: "String" }],
      interfaces: ["Document"],
      originalName: "post",
    },
  ],
  interfaces: [{ kind: "Interface", name: "Document", fields: [{ fieldName: "_id", type: "ID", isNullable: true }] }],
  queries: [{ fieldName: "Post", type: "Post", args: [{ name: "id", type: "ID", isNullable: false }] }],
  generation: "gen3",
};

describe("sanity graphql deploy", () => {
  let api: LocalSanityApi;
  let h2: ReturnType<typeof http2Session>;
  before(async () => {
    api = await startApi();
    h2 = http2Session(api);
  });
  after(async () => {
    h2.close();
    await api.close();
  });

  it("tells the CLI the deployed API's generation, and serves the schema file read at start", async () => {
    const head = await h2.request("HEAD", "/v2023-08-01/apis/graphql/production/default", { headers: json });
    assert.deepEqual(
      [head.status, head.headers["x-sanity-graphql-generation"], head.headers["x-sanity-graphql-playground"]],
      [200, "gen3", "false"],
    );
    const served = await h2.request("GET", "/v1/apis/graphql/production/default", { headers: json });
    assert.equal(served.body, readFileSync(deployedSchemaPath, "utf8"));
  });

  it("validates a dry run's spec and keeps it, undeployed", async () => {
    const validate = await h2.request("POST", "/v2023-08-01/apis/graphql/production/default/validate", {
      headers: json,
      body: JSON.stringify({ enablePlayground: true, schema: spec }),
    });
    assert.deepEqual(validate.body, { validationError: "", breakingChanges: [], dangerousChanges: [] });
    assert.deepEqual(api.graphqlSpecs.get("default"), { spec, deployed: false });
  });

  it("takes a deploy and answers with the API's location", async () => {
    const deploy = await h2.request("PUT", "/v2023-08-01/apis/graphql/production/default", {
      headers: json,
      body: JSON.stringify({ enablePlayground: false, schema: spec }),
    });
    assert.equal((deploy.body as { location: string }).location, "/v1/apis/graphql/production/default");
    assert.deepEqual(api.graphqlSpecs.get("default"), { spec, deployed: true });
  });

  it("refuses a spec without the token, and a body without a spec", async () => {
    const anonymous = await h2.request("POST", "/v2023-08-01/apis/graphql/production/default/validate", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ schema: spec }),
    });
    assert.equal(anonymous.status, 401);
    const empty = await h2.request("POST", "/v2023-08-01/apis/graphql/production/default/validate", {
      headers: json,
      body: "{}",
    });
    assert.equal(empty.status, 400);
  });
});
