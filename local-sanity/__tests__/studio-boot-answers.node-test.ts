// The boot requests a sanity v6 Studio adds (local-sanity/studio-boot.ts): who is logged
// in (auth/id), the project-level grants, the plan's journey content and the help menu, first as
// the function answers them, then through the running local API with and without the token.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";

import type { LocalSanityApi } from "../server.ts";
import { startSanityApi } from "../server.ts";
import { createStudioBootEndpoints, localProjectGrants } from "../studio-boot.ts";

const projectId = "localproj";
const fixedNow = Date.UTC(2026, 10, 25, 12, 0, 0);
const boot = createStudioBootEndpoints({ projectId, userId: "p-local-editor", now: () => fixedNow });
const get = (path: string, authorized = true) => boot({ method: "GET", path, authorized });

describe("the Studio's boot endpoints, as a function of the request", () => {
  it("auth/id: the user's id and a session ending a day ahead, 401 without a token", () => {
    assert.deepEqual(get("/auth/id"), {
      status: 200,
      body: { id: "p-local-editor", expiry: fixedNow / 1000 + 24 * 3600 },
    });
    assert.deepEqual(get("/auth/id", false), {
      status: 401,
      body: { statusCode: 401, error: "Unauthorized", message: "Not authenticated" },
    });
  });

  it("grants: the project's permission resources, none that invites members or deploys a Studio", () => {
    const answer = get(`/projects/${projectId}/grants`);
    assert.equal(answer?.status, 200);
    const grants = answer?.body as typeof localProjectGrants;
    assert.deepEqual(Object.keys(grants).sort(), ["sanity.project", "sanity.project.members"]);
    const names = Object.values(grants).flatMap((resources) =>
      resources.flatMap((resource) => resource.grants.map((grant) => grant.name)),
    );
    assert.ok(names.includes("read"));
    assert.ok(!names.includes("invite") && !names.includes("deployStudio"));
    for (const resource of Object.values(grants).flat()) {
      assert.deepEqual(Object.keys(resource).sort(), [
        "config",
        "description",
        "grants",
        "id",
        "isCustom",
        "name",
        "title",
      ]);
    }
    assert.equal(get(`/projects/${projectId}/grants`, false)?.status, 401);
  });

  it("another project's grants are not this API's to answer", () => {
    assert.equal(get("/projects/someoneelse/grants"), undefined);
  });

  it("journey: nothing to show (null) for every feature, trial overrides too", () => {
    for (const path of [
      "/journey/asset-limit",
      "/journey/document-limit",
      "/journey/announcements",
      "/journey/trial/override",
    ]) {
      assert.deepEqual(get(path), { status: 200, body: null }, path);
      assert.deepEqual(get(path, false), { status: 200, body: null }, `${path} without a token`);
    }
  });

  it("help: no extra links", () => {
    assert.deepEqual(get("/help"), { status: 200, body: {} });
  });

  it("refuses other methods with 405 and leaves unknown or malformed paths to the rest of the API", () => {
    const posted = boot({ method: "POST", path: "/auth/id", authorized: true });
    assert.equal(posted?.status, 405);
    assert.match((posted?.body as { message: string }).message, /POST \/auth\/id .*GET/);
    assert.equal(boot({ method: "DELETE", path: "/journey/asset-limit", authorized: true })?.status, 405);
    for (const path of [
      "/journey",
      "/journey/",
      "/journey/Asset_Limit",
      "/journey/../users/me",
      `/journey/${"a".repeat(65)}`,
      "/auth/idx",
      "/helpme",
    ]) {
      assert.equal(get(path), undefined, path);
    }
  });
});

describe("the Studio's boot endpoints in the running local API", () => {
  const token = "studio-boot-test-token";
  let api: LocalSanityApi;
  const request = (path: string, init: { token?: string; method?: string } = {}) =>
    fetch(`${api.url}/vX${path}`, {
      method: init.method ?? "GET",
      headers: init.token ? { authorization: `Bearer ${init.token}` } : {},
    });

  before(async () => {
    api = await startSanityApi({ port: 0, token });
  });
  after(() => api.close());

  it("answers auth/id for the token's user, 401 without it and for another token", async () => {
    const answer = await request("/auth/id", { token });
    assert.equal(answer.status, 200);
    const body = (await answer.json()) as { id: string; expiry: number };
    assert.equal(body.id, api.user.id);
    assert.ok(body.expiry > Date.now() / 1000 + 23 * 3600);
    assert.equal((await request("/auth/id")).status, 401);
    assert.equal((await request("/auth/id", { token: "not-the-token" })).status, 401);
  });

  it("answers the project's grants in the dated API version the Studio uses, 401 without the token", async () => {
    const answer = await fetch(`${api.url}/v2021-12-15/projects/${api.projectId}/grants`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(answer.status, 200);
    assert.deepEqual(await answer.json(), localProjectGrants);
    assert.equal((await request(`/projects/${api.projectId}/grants`)).status, 401);
  });

  it("answers journey and help as JSON, and 404s a journey path it does not know", async () => {
    const journey = await request("/journey/asset-limit", { token });
    assert.equal(journey.headers.get("content-type"), "application/json; charset=utf-8");
    assert.equal(await journey.text(), "null");
    assert.deepEqual(await (await request("/help")).json(), {});
    assert.equal((await request("/journey/Not_A_Feature")).status, 404);
  });

  it("keeps serving after a refused method", async () => {
    assert.equal((await request("/journey/announcements", { method: "PUT", token })).status, 405);
    assert.equal((await request("/auth/id", { token })).status, 200);
  });
});
