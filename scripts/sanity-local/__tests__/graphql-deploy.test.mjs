// `sanity graphql deploy` and its --dry-run against the local API: the CLI reads the deployed
// API's generation (HEAD), sends the spec it generates from the Studio's schemas to validate (and,
// deploying, PUTs it); the API renders it as the SDL Sanity serves, which gatsby-source-sanity
// reads. The spec in the fixture is what sanity 4.22.1's CLI sent for a post/author Studio.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { after, before, describe, it } from "node:test";

import { buildSchema } from "graphql";

import { deployedSchemaPath } from "../server.mjs";
import { http2Session, startApi, token } from "./support.mjs";

const spec = JSON.parse(readFileSync("scripts/sanity-local/__tests__/fixtures/graphql-deploy-spec.json", "utf8"));
const { getTypeMapFromGraphQLSchema } = createRequire(import.meta.url)("gatsby-source-sanity/lib/util/remoteGraphQLSchema");
const json = { authorization: `Bearer ${token}`, "content-type": "application/json" };

describe("sanity graphql deploy", () => {
  let api;
  let h2;
  before(async () => {
    api = await startApi();
    h2 = http2Session(api);
  });
  after(async () => {
    h2.close();
    await api.close();
  });

  it("tells the CLI the deployed API's generation, and serves the schema read at start until a deploy", async () => {
    const head = await h2.request("HEAD", "/v2023-08-01/apis/graphql/production/default", { headers: json });
    assert.deepEqual([head.status, head.headers["x-sanity-graphql-generation"], head.headers["x-sanity-graphql-playground"]], [200, "gen3", "false"]);
    const served = await h2.request("GET", "/v1/apis/graphql/production/default", { headers: json });
    assert.equal(served.body, readFileSync(deployedSchemaPath, "utf8"));
  });

  it("validates a dry run's spec without deploying it, and renders it as Sanity's SDL", async () => {
    const validate = await h2.request("POST", "/v2023-08-01/apis/graphql/production/default/validate", { headers: json, body: JSON.stringify({ enablePlayground: true, schema: spec }) });
    assert.deepEqual(validate.body, { validationError: "", breakingChanges: [], dangerousChanges: [] });
    assert.equal(api.graphqlSpecs.get("default").deployed, false);
    const sdl = api.graphqlSdl();
    assert.doesNotThrow(() => buildSchema(sdl));
    assert.match(sdl, /^schema \{\n {2}query: RootQuery\n\}/);
    assert.match(sdl, /\ntype Post implements Document \{\n[\s\S]*\n {2}author: Author @reference\n {2}bodyRaw: JSON @jsonAlias\(for: "body"\)\n\}/);
    assert.match(sdl, /\n {2}allPost\(\n[\s\S]*?\n {2}\): \[Post!\]!\n/);
    assert.match(sdl, /\n"""\nA date-time string at UTC[\s\S]*?\nscalar DateTime\n/);
    // gatsby-source-sanity reads it: its type map has the post with its reference and raw alias.
    const post = getTypeMapFromGraphQLSchema(sdl, undefined).objects.SanityPost;
    assert.equal(post?.isDocument, true);
    assert.equal(post.fields.author.isReference, true);
    assert.ok(post.fields.body && post.fields._rawBody, "the raw alias gives the plugin body and _rawBody");
    assert.equal((await h2.request("GET", "/v1/apis/graphql/production/default", { headers: json })).body, readFileSync(deployedSchemaPath, "utf8"));
  });

  it("serves the deployed spec's SDL after a deploy", async () => {
    const deploy = await h2.request("PUT", "/v2023-08-01/apis/graphql/production/default", { headers: json, body: JSON.stringify({ enablePlayground: false, schema: spec }) });
    assert.equal(deploy.body.location, "/v1/apis/graphql/production/default");
    assert.equal((await h2.request("GET", "/v1/apis/graphql/production/default", { headers: json })).body, api.graphqlSdl());
  });

  it("answers a spec that makes no valid schema with a validationError, and refuses one without the token", async () => {
    const broken = { ...spec, types: [...spec.types, { kind: "Type", name: "Post", type: "Object", fields: [{ fieldName: "title", type: "Nope" }] }] };
    const validate = await h2.request("POST", "/v2023-08-01/apis/graphql/production/default/validate", { headers: json, body: JSON.stringify({ schema: broken }) });
    assert.match(validate.body.validationError, /Nope|Post/);
    const anonymous = await h2.request("POST", "/v2023-08-01/apis/graphql/production/default/validate", { headers: { "content-type": "application/json" }, body: JSON.stringify({ schema: spec }) });
    assert.equal(anonymous.status, 401);
  });
});
