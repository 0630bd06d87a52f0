// Requests that used to end a server or got an answer PostgREST would not give, each checked
// once by name (the seeded fuzz in fuzz.node-test.ts covers the space around them).
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";

import { startBackend, type Backend } from "../lib/start-backend.ts";
import { createStaticServer } from "../../scripts/hosts/static-server.ts";
import { validLead } from "./bad-lead-payloads.ts";
import { refusalIn } from "./refusal.ts";

const dir = mkdtempSync(join(tmpdir(), "leads-hostile-"));
let backend: Backend;
let site: Server;
let siteUrl: string;
const sitePort = () => (site.address() as AddressInfo).port;

/** Sends raw bytes, half-closes, and returns the status line and headers/body text. */
function rawRequest(port: number, bytes: string): Promise<{ status: number; text: string }> {
  return new Promise((done, fail) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.end(bytes));
    let text = "";
    socket.setTimeout(10000, () => socket.destroy(new Error("no answer in 10 s")));
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.on("close", () => done({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on("error", fail);
  });
}

const insert = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  fetch(`${backend.url}/rest/v1/leads`, {
    method: "POST",
    headers: { apikey: backend.anonKey, "Content-Type": "application/json", ...headers },
    body,
    // a stream body is sent chunked, with no Content-Length to refuse it by
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  });

const leadCount = async () => {
  const rows = (await (
    await fetch(`${backend.url}/rest/v1/leads?select=id`, { headers: { apikey: backend.serviceRoleKey } })
  ).json()) as unknown[];
  return rows.length;
};

before(async () => {
  backend = await startBackend({ dir, port: 0 });
  const root = join(dir, "site");
  mkdirSync(join(root, "blog"), { recursive: true });
  writeFileSync(join(root, "index.html"), "<h1>home</h1>");
  writeFileSync(join(root, "404.html"), "<h1>not found</h1>");
  writeFileSync(join(root, "blog", "index.html"), "<h1>blog</h1>");
  site = createStaticServer({ root });
  await new Promise<void>((done) => site.listen(0, "127.0.0.1", done));
  siteUrl = `http://127.0.0.1:${sitePort()}`;
});

after(async () => {
  await backend?.close();
  await new Promise<void>((done) => site.close(() => done()));
  rmSync(dir, { recursive: true, force: true });
});

describe("gateway under malformed requests", () => {
  it("answers a request line URL cannot parse, and keeps serving", async () => {
    const answer = await rawRequest(backend.port, "GET //[ HTTP/1.1\r\nHost: x\r\n\r\n");
    assert.ok(answer.status >= 400 && answer.status < 500, answer.text);
    assert.equal((await fetch(`${backend.url}/health`)).status, 200);
  });

  it("answers garbage and oversized headers with 400 and 431", async () => {
    assert.equal((await rawRequest(backend.port, "NOT HTTP AT ALL\r\n\r\n")).status, 400);
    const huge = `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20000)}\r\n\r\n`;
    assert.equal((await rawRequest(backend.port, huge)).status, 431);
  });

  it("refuses a body over 1 MiB with a 413 the client receives, declared or chunked", async () => {
    const big = "a".repeat(2 * 1024 * 1024);
    const declared = await insert(big);
    assert.equal(declared.status, 413);
    assert.equal((await refusalIn(declared)).message, "Request body too large");
    const chunked = await insert(new Blob([big]).stream());
    assert.equal(chunked.status, 413);
  });
});

describe("insert bodies PostgREST treats specially", () => {
  it("inserts `{}` as a row of defaults, which the NOT NULL columns refuse", async () => {
    const answer = await insert("{}");
    assert.equal(answer.status, 400);
    assert.equal((await refusalIn(answer)).code, "23502");
  });

  it("answers `[]` with 201 and stores nothing", async () => {
    const before = await leadCount();
    assert.equal((await insert("[]")).status, 201);
    assert.equal(await leadCount(), before);
  });

  it("lets Postgres refuse a JSON scalar, and refuses an array of non-objects", async () => {
    for (const scalar of ["1", '"text"', "null", "true"]) {
      const answer = await insert(scalar);
      assert.equal(answer.status, 400, scalar);
      assert.equal((await refusalIn(answer)).code, "22023", scalar);
    }
    const mixed = await insert(JSON.stringify([validLead(), 1]));
    assert.equal(mixed.status, 400);
    assert.deepEqual(await mixed.json(), {
      code: "PGRST102",
      message: "All object keys must match",
      details: null,
      hint: null,
    });
  });

  it("refuses a body that is not JSON, and one sent as text/plain", async () => {
    assert.equal((await refusalIn(await insert(""))).message, "Empty or invalid json");
    const plain = await insert(JSON.stringify(validLead()), { "Content-Type": "text/plain" });
    assert.equal(plain.status, 400);
    assert.equal((await refusalIn(plain)).message, "Content-Type not acceptable: text/plain");
  });

  it("still stores a valid lead sent with a charset parameter", async () => {
    assert.equal(
      (await insert(JSON.stringify(validLead()), { "Content-Type": "application/json; charset=utf-8" })).status,
      201,
    );
  });
});

describe("site server", () => {
  it("answers a path that does not percent-decode with 400 and keeps serving", async () => {
    assert.equal((await fetch(`${siteUrl}/%E0%A4%A`)).status, 400);
    assert.equal((await fetch(`${siteUrl}/`)).status, 200);
  });

  it("never redirects off the site: encoded slash, backslash and double slash stay on it", async () => {
    // Each names the blog folder, so the server redirects it to the folder's URL.
    const paths = ["//blog", "/%2Fblog", "///blog", "/\\blog", "/%2F%2Fblog", "//blog/index.html"];
    for (const path of paths) {
      const answer = await rawRequest(
        sitePort(),
        `GET ${path} HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n`,
      );
      const location = /\r\nLocation: ([^\r]*)/i.exec(answer.text)?.[1] ?? "";
      assert.equal(answer.status, 301, path);
      // Resolved the way a browser would, the target must be on the same origin.
      assert.equal(new URL(location, "http://site.test/").origin, "http://site.test", `${path} → ${location}`);
      assert.ok(!location.startsWith("//") && !location.startsWith("/\\"), `${path} → ${location}`);
    }
    // Paths that name no folder of the site are not found, never redirected.
    for (const path of ["/%2Fevil.example/", "/%5Cevil.example/", "//evil.example/", "//evil.example", "/%5C/blog"]) {
      const answer = await fetch(`${siteUrl}${path}`, { redirect: "manual" });
      assert.equal(answer.status, 404, path);
    }
    const blog = await fetch(`${siteUrl}/blog`, { redirect: "manual" });
    assert.equal(blog.headers.get("location"), "/blog/");
    assert.equal((await fetch(`${siteUrl}//blog`, { redirect: "manual" })).headers.get("location"), "/blog/");
  });
});

describe("request targets that are not a path", () => {
  it("get 400 from both servers, which keep serving", async () => {
    for (const target of ["*", "@evil.example", "http://evil.example/x"]) {
      for (const port of [backend.port, sitePort()]) {
        const answer = await rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
        assert.equal(answer.status, 400, `${target} on ${port}: ${answer.text}`);
      }
    }
    assert.equal((await fetch(`${backend.url}/health`)).status, 200);
    assert.equal((await fetch(`${siteUrl}/`)).status, 200);
  });
});
