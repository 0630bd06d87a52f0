// What a Studio asks at boot, over what it asks it with: HTTP/2 over TLS, many listeners on one
// connection, CORS from its own origin, and a login by token.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";

import type { LocalSanityApi } from "../server.ts";
import { http2Session, startApi, token } from "./support.ts";

const studioOrigin = "http://127.0.0.1:3333";
const bearer = { authorization: `Bearer ${token}` };

/** What these tests read of users/me and users/<id>. */
interface User {
  id: string;
  role: string;
  roles: { name: string }[];
  email: unknown;
  name: unknown;
}

/** What these tests read of projects/<id>. */
interface Project {
  id: string;
  members: { id: string }[];
}

describe("a Studio's boot requests", () => {
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

  it("logs in with the token: users/me is the administrator, {} without a token, 401 for a bad one", async () => {
    const me = await h2.request("GET", "/v2021-06-07/users/me?tag=sanity.studio.users.get-current", {
      headers: bearer,
    });
    assert.equal(me.status, 200);
    const user = me.body as User;
    assert.deepEqual(
      [user.id, user.role, user.roles[0]?.name, typeof user.email, typeof user.name],
      [api.user.id, "administrator", "administrator", "string", "string"],
    );
    assert.deepEqual((await h2.request("GET", "/v2021-06-07/users/me")).body, {});
    const bad = await h2.request("GET", "/v2021-06-07/users/me", {
      headers: { authorization: "Bearer not-the-token" },
    });
    assert.deepEqual(
      [bad.status, bad.body],
      [401, { error: "Unauthorized", message: "Session not found", statusCode: 401 }],
    );
  });

  it("trades the login URL's session for the token (auth/fetch), and no other session", async () => {
    const traded = await h2.request(
      "GET",
      `/v2021-06-07/auth/fetch?sid=${api.loginSessionId}&tag=sanity.studio.auth.fetch-token`,
      { headers: { origin: studioOrigin } },
    );
    assert.deepEqual([traded.status, traded.body], [200, { token }]);
    assert.equal(traded.headers["access-control-allow-origin"], studioOrigin);
    assert.ok(api.loginSessionId.length >= 20, "the Studio reads #sid= only with 20 characters or more");
    for (const sid of ["", "local-login-0000000000000000", api.loginSessionId.slice(0, -1)]) {
      const refused = await h2.request("GET", `/v2021-06-07/auth/fetch?sid=${encodeURIComponent(sid)}`);
      assert.deepEqual(
        [refused.status, refused.body],
        [401, { error: "Unauthorized", message: "Session not found", statusCode: 401 }],
      );
    }
    assert.equal((await h2.request("GET", "/v2021-06-07/auth/fetch")).status, 401);
    // The login screen the Studio may show for a moment meanwhile: no provider, but no error either.
    assert.deepEqual(
      ((await h2.request("GET", "/v2021-06-07/auth/providers")).body as { providers: unknown[] }).providers,
      [],
    );
  });

  it("answers ping, features, telemetry consent (denied), the project, its datasets, the dataset's grants and the user lookup", async () => {
    assert.equal((await h2.request("GET", "/v2021-06-07/ping")).status, 200);
    assert.equal((await h2.request("GET", "/v2025-02-19/data/ping/production")).headers["x-sanity-shard"], "local");
    assert.ok(Array.isArray((await h2.request("GET", "/v2025-02-19/features", { headers: bearer })).body));
    assert.deepEqual((await h2.request("GET", "/v2023-12-04/intake/telemetry-status", { headers: bearer })).body, {
      status: "denied",
    });
    const project = await h2.request("GET", `/v2025-02-19/projects/${api.projectId}`, { headers: bearer });
    assert.equal((project.body as Project).id, api.projectId);
    assert.equal((project.body as Project).members[0]?.id, api.user.id);
    assert.deepEqual(
      (
        (await h2.request("GET", `/v2025-02-19/projects/${api.projectId}/datasets`, { headers: bearer })).body as {
          name: string;
        }[]
      ).map((dataset) => dataset.name),
      ["production"],
    );
    const grants = await h2.request(
      "GET",
      `/v2021-06-07/projects/${api.projectId}/datasets/production/acl?tag=sanity.studio.acl.get`,
      { headers: bearer },
    );
    assert.deepEqual(grants.body, [
      { filter: '_id in path("**")', permissions: ["read", "create", "history", "update"] },
    ]);
    assert.equal(
      (await h2.request("GET", `/v2021-06-07/projects/${api.projectId}/datasets/production/acl`)).status,
      401,
    );
    assert.equal(
      ((await h2.request("GET", `/v2021-06-07/users/${api.user.id}`, { headers: bearer })).body as User).id,
      api.user.id,
    );
  });

  it("keeps the user's Studio settings in the key-value store", async () => {
    const put = await h2.request("PUT", "/v2025-02-19/users/me/keyvalue", {
      headers: { ...bearer, "content-type": "application/json" },
      body: JSON.stringify([{ key: "studio.structure-tool.pane-width", value: 420 }]),
    });
    assert.deepEqual(put.body, [{ key: "studio.structure-tool.pane-width", value: 420 }]);
    const got = await h2.request(
      "GET",
      "/v2025-02-19/users/me/keyvalue/studio.structure-tool.pane-width,studio.unset",
      { headers: bearer },
    );
    assert.deepEqual(got.body, [{ key: "studio.structure-tool.pane-width", value: 420 }]);
  });

  it("allows the Studio's origin with credentials and its headers, and no other origin", async () => {
    const preflight = await h2.request("OPTIONS", "/v2021-06-07/users/me", {
      headers: {
        origin: studioOrigin,
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization,x-sanity-app",
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers["access-control-allow-origin"], studioOrigin);
    assert.equal(preflight.headers["access-control-allow-credentials"], "true");
    assert.equal(preflight.headers["access-control-allow-headers"], "authorization,x-sanity-app");
    const simple = await h2.request("GET", "/v2021-06-07/ping", { headers: { origin: studioOrigin } });
    assert.equal(simple.headers["access-control-allow-origin"], studioOrigin);
    const foreign = await h2.request("GET", "/v2021-06-07/ping", { headers: { origin: "https://evil.example" } });
    assert.equal(foreign.headers["access-control-allow-origin"], undefined);
  });

  it("serves more listeners than a browser's six HTTP/1.1 connections, and still answers queries, on one HTTP/2 connection", async () => {
    const streams = Array.from({ length: 12 }, (_, index) => {
      const stream = h2.session.request({
        ":method": "GET",
        ":path": `/v2021-06-07/data/listen/production?query=${encodeURIComponent("*[_id == $id]")}&%24id=%22doc-${index}%22`,
        ...bearer,
        accept: "text/event-stream",
      });
      const seen: string[] = [];
      stream.on("data", (chunk: Buffer) => seen.push(chunk.toString()));
      return { stream, seen };
    });
    const query = await h2.request(
      "GET",
      `/v2021-06-07/data/query/production?query=${encodeURIComponent("count(*)")}`,
      { headers: bearer },
    );
    assert.equal(query.status, 200);
    assert.ok((query.body as { result: number }).result > 10);
    await new Promise((done) => setTimeout(done, 200));
    for (const { stream, seen } of streams) {
      assert.match(seen.join(""), /event: welcome/);
      stream.close();
    }
    assert.ok(
      api.requests
        .filter((request) => request.path.endsWith("/data/listen/production"))
        .every((request) => request.protocol === "h2" && request.tls),
    );
  });

  it("is trusted by a Node client given the certificate in NODE_EXTRA_CA_CERTS, as the sanity CLI is", async () => {
    const script = `const { createClient } = require("@sanity/client");
      createClient({ projectId: "127", dataset: "production", apiHost: process.argv[1], apiVersion: "2025-02-19", useCdn: false, token: process.argv[2] })
        .fetch("*[_type == 'author'] | order(_id asc)._id").then((ids) => console.log(JSON.stringify(ids)), (error) => { console.error(error.message); process.exit(1); });`;
    const { stdout } = await promisify(execFile)(process.execPath, ["-e", script, api.httpsApiHost, token], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: api.caCertPath },
    });
    assert.deepEqual(JSON.parse(stdout), ["author-james-okafor", "author-marta-silva"]);
    const untrusted = await promisify(execFile)(process.execPath, ["-e", script, api.httpsApiHost, token], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: "" },
    }).catch((error: unknown) => error);
    assert.ok(untrusted instanceof Error && "stderr" in untrusted, "the client fails without the certificate");
    assert.match(String(untrusted.stderr), /self.signed|certificate/i);
  });
});
