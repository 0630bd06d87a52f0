// The floor's pieces on a bare server: request targets read as paths only, unparsable or late
// requests answered as Node would, connections that say nothing closed in time while an honest
// slow client is served, an HTTP/2 session that opens no stream closed, a free port.
import assert from "node:assert/strict";
import { type Server, createServer } from "node:http";
import { connect, createSecureServer } from "node:http2";
import net, { type AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";

import { makeCertificate } from "../../local-sanity/tls.ts";
import { closeIdleHttp2Sessions } from "../connection-timeouts.ts";
import { freePort } from "../free-port.ts";
import { hardenHttpServer } from "../harden-http-server.ts";
import { originFormUrl } from "../origin-form-url.ts";
import { holdConnections, slowRequest, testTimeouts } from "./hostile-connections.ts";

/** Sends raw bytes and returns what came back before the server closed the connection. */
function raw(port: number, bytes: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.on("close", () => done(text));
    socket.on("error", fail);
  });
}

describe("originFormUrl", () => {
  it("reads a path and its query, keeps `//host/…` a path, and refuses what is not a path", () => {
    assert.equal(originFormUrl("/blog/?page=2")?.pathname, "/blog/");
    assert.equal(originFormUrl("/blog/?page=2")?.search, "?page=2");
    assert.equal(originFormUrl("//evil.example/x")?.pathname, "//evil.example/x");
    assert.equal(originFormUrl("//a:99999/")?.pathname, "//a:99999/");
    for (const target of ["*", "http://evil.example/", "@evil.example", "", undefined])
      assert.equal(originFormUrl(target), null, String(target));
  });
});

describe("a server with the floor's timeouts and clientError answer", () => {
  let server: Server;
  let port = 0;
  before(async () => {
    server = hardenHttpServer(
      createServer((req, res) => {
        if (req.url !== "/stream") return res.end("ok");
        // A long answer to a request whose (empty) body nobody reads, as a listener's stream.
        res.writeHead(200);
        const beat = setInterval(() => res.write("."), 200);
        setTimeout(() => {
          clearInterval(beat);
          res.end("done");
        }, testTimeouts.requestTimeoutMs + 1000);
      }),
      {
        timeouts: testTimeouts,
        unparsable: { body: (status) => ({ type: "text/plain", text: `refused ${status}` }) },
      },
    );
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    port = (server.address() as AddressInfo).port;
  });
  after(() => new Promise<void>((done) => server.close(() => done())));

  it("answers garbage 400, oversized headers 431, a request that never ends 408, each with its body", async () => {
    assert.match(await raw(port, "NOT HTTP\r\n\r\n"), /^HTTP\/1\.1 400 Bad Request\r\n[^]*\r\n\r\nrefused 400$/);
    assert.match(await raw(port, `GET / HTTP/1.1\r\nX: ${"a".repeat(20_000)}\r\n\r\n`), /^HTTP\/1\.1 431 /);
    assert.match(await raw(port, "GET / HTTP/1.1\r\nHost: x\r\n"), /^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it("closes 200 silent and 200 half-sent connections within the headers' time, answering others meanwhile", async () => {
    const outcome = await holdConnections(port, {
      each: 200,
      waitMs: 10_000,
      normalRequest: async () => (await fetch(`http://127.0.0.1:${port}/`)).status,
    });
    assert.equal(outcome.stillOpen, 0);
    assert.ok(
      outcome.shortestHeldMs >= testTimeouts.headersTimeoutMs - 50,
      `closed after ${outcome.shortestHeldMs} ms`,
    );
    assert.ok(outcome.normalStatuses.length > 0 && outcome.normalStatuses.every((status) => status === 200));
  });

  it("keeps an answer that streams past the request's time, once the request has arrived", async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/stream`);
    assert.match(await answer.text(), /done$/);
  });

  it("serves a slow client whose headers come within the time", async () => {
    assert.equal(await slowRequest(port, "/", testTimeouts.headersTimeoutMs / 2), 200);
  });
});

describe("closeIdleHttp2Sessions", () => {
  it("closes a session that opens no stream, and keeps one whose stream is open past the idle time", async () => {
    const certificate = await makeCertificate();
    const server = createSecureServer({ key: certificate.key, cert: certificate.cert }, (_req, res) => {
      // A stream held open, as a listener's is.
      res.writeHead(200);
      res.write("open");
    });
    closeIdleHttp2Sessions(server, testTimeouts);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const silent = connect(origin, { ca: certificate.cert });
      silent.on("error", () => {});
      const opened = performance.now();
      await new Promise((done) => silent.once("close", done));
      assert.ok(performance.now() - opened < testTimeouts.headersTimeoutMs * 5, "the silent session was closed");

      const busy = connect(origin, { ca: certificate.cert });
      busy.on("error", () => {});
      const stream = busy.request({ ":path": "/" });
      stream.on("error", () => {});
      await new Promise((done) => stream.once("data", done));
      await new Promise((done) => setTimeout(done, testTimeouts.sessionIdleTimeoutMs * 2));
      assert.equal(busy.closed || busy.destroyed, false, "the session with an open stream is kept");
      busy.destroy();
    } finally {
      server.close();
      certificate.remove();
    }
  });
});

describe("freePort", () => {
  it("gives a loopback port a server can listen on", async () => {
    const port = await freePort();
    const server = net.createServer();
    await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
    assert.equal((server.address() as AddressInfo).port, port);
    await new Promise<void>((done) => server.close(() => done()));
  });
});
