// Shared by the node:test suites of the local Sanity API: the API on a free port, the real
// @sanity/client (the version sanity 4.22.1 resolves) configured as a Studio configures it, a
// listener that collects events, and raw HTTP/2 requests over the API's own certificate.
// node:test rather than Jest: @sanity/client opens listeners through a dynamic import of its
// EventSource, which Jest's module system refuses.
import { readFileSync } from "node:fs";
import { connect } from "node:http2";

import { createClient } from "@sanity/client";

import { startSanityApi } from "../server.mjs";

export const token = "studio-test-token";

export const startApi = () => startSanityApi({ port: 0, token });

/** A client as Studio makes one (apiVersion, perspective raw unless given, token unless null). */
export function studioClient(api, { apiVersion = "2025-02-19", perspective, withToken = true } = {}) {
  return createClient({
    projectId: api.projectId,
    dataset: api.dataset,
    apiHost: api.apiHost,
    apiVersion,
    useCdn: false,
    ...(withToken ? { token } : {}),
    ...(perspective ? { perspective } : {}),
    requestTagPrefix: "sanity.studio",
  });
}

export const wait = (ms) => new Promise((done) => setTimeout(done, ms));

/** Polls until check() is truthy (listeners deliver asynchronously). */
export async function until(check, { timeoutMs = 5000, what = "condition" } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return;
    await wait(20);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** client.listen(...) collecting every event; resolves once the welcome event arrived. */
export async function listen(client, query, params = {}, options = {}) {
  const events = [];
  const subscription = client.listen(query, params, { events: ["welcome", "mutation"], ...options }).subscribe({ next: (event) => events.push(event), error: (error) => events.push({ type: "error", error }) });
  await until(() => events.some((event) => event.type === "welcome" || event.type === "error"), { what: "welcome" });
  return { events, mutations: () => events.filter((event) => event.type === "mutation"), close: () => subscription.unsubscribe() };
}

/** One HTTP/2 session to the API's TLS side, trusting its certificate the way NODE_EXTRA_CA_CERTS would. */
export function http2Session(api) {
  const session = connect(api.httpsUrl, { ca: readFileSync(api.caCertPath) });
  session.on("error", () => {});
  /** Resolves with { status, headers, body } (body parsed as JSON when it is JSON). */
  const request = (method, path, { headers = {}, body } = {}) =>
    new Promise((done, fail) => {
      const stream = session.request({ ":method": method, ":path": path, ...headers });
      const chunks = [];
      let responseHeaders = {};
      stream.on("response", (received) => (responseHeaders = received));
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let parsed = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON
        }
        done({ status: responseHeaders[":status"], headers: responseHeaders, body: parsed });
      });
      stream.on("error", fail);
      stream.end(body);
    });
  return { session, request, close: () => session.close() };
}
