// Shared by the node:test suites of the local Sanity API: the API on a free port, the real
// @sanity/client (the version sanity 4.22.1 resolves) configured as a Studio configures it, a
// listener that collects events, and raw HTTP/2 requests over the API's own certificate.
// node:test rather than Jest: @sanity/client opens listeners through a dynamic import of its
// EventSource, which Jest's module system refuses.
import { AssertionError } from "node:assert/strict";
import { readFileSync } from "node:fs";
import { type ClientHttp2Session, type IncomingHttpHeaders, type OutgoingHttpHeaders, connect } from "node:http2";

import {
  ClientError,
  type ClientPerspective,
  type ListenEvent,
  type SanityClient,
  ServerError,
  createClient,
} from "@sanity/client";

import { type LocalSanityApi, startSanityApi } from "../server.ts";

export const token = "studio-test-token";

export const startApi = () => startSanityApi({ port: 0, token });

/** A client as Studio makes one (apiVersion, perspective raw unless given, token unless null). */
export function studioClient(
  api: LocalSanityApi,
  {
    apiVersion = "2025-02-19",
    perspective,
    withToken = true,
  }: { apiVersion?: string; perspective?: ClientPerspective; withToken?: boolean } = {},
): SanityClient {
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

/** Sanity's typed error body: queryParseError, mutationError, actionError… (docs/sanity-local-api.md). */
export interface SanityErrorBody {
  error: {
    type: string;
    description: string;
    query?: string;
    start?: number;
    end?: number;
    items?: Array<{ index: number; error: { type: string; description: string } }>;
  };
}

/** Sanity's plain error body (401, 404, 413…). */
export interface PlainErrorBody {
  error: string;
  message: string;
  statusCode: number;
}

/** A request the API refused, as @sanity/client rejects with it: the status and the API's parsed body. */
export interface Refusal<Body> {
  statusCode: number;
  response: { body: Body };
}

/**
 * Awaits a request the API must refuse and returns @sanity/client's error for it (a ClientError
 * for 4xx, a ServerError for 5xx), its body read as Body; fails if the request succeeds, and
 * rethrows any other error (a network failure is not a refusal).
 */
export async function refusal<Body = SanityErrorBody>(request: Promise<unknown>): Promise<Refusal<Body>> {
  try {
    await request;
  } catch (caught) {
    if (caught instanceof ClientError || caught instanceof ServerError) return caught;
    throw caught;
  }
  throw new AssertionError({ message: "expected the API to refuse the request, and it answered" });
}

export const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls until check() is truthy (listeners deliver asynchronously). */
export async function until(
  check: () => boolean,
  { timeoutMs = 5000, what = "condition" }: { timeoutMs?: number; what?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return;
    await wait(20);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** client.listen(...) collecting every event; resolves once the welcome event arrived. */
/** An event the listener collected: the client's, or the error that ended its stream. */
export type CollectedEvent = ListenEvent<Record<string, unknown>> | { type: "error"; error: unknown };
export type MutationEvent = Extract<CollectedEvent, { type: "mutation" }>;

export async function listen(
  client: SanityClient,
  query: string,
  params: Record<string, unknown> = {},
  options: Record<string, unknown> = {},
) {
  const events: CollectedEvent[] = [];
  const subscription = client
    .listen(query, params, { events: ["welcome", "mutation"], ...options })
    .subscribe({ next: (event) => events.push(event), error: (error) => events.push({ type: "error", error }) });
  await until(() => events.some((event) => event.type === "welcome" || event.type === "error"), { what: "welcome" });
  return {
    events,
    mutations: () => events.filter((event): event is MutationEvent => event.type === "mutation"),
    close: () => subscription.unsubscribe(),
  };
}

/** One HTTP/2 session to the API's TLS side, trusting its certificate the way NODE_EXTRA_CA_CERTS would. */
/** An answer over HTTP/2: status, headers, and the body parsed as JSON when it is JSON (else its text). */
export interface Http2Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The parsed JSON, or the text when it is not JSON: each test declares the shape it expects. */
  body: unknown;
}

export function http2Session(api: LocalSanityApi): {
  session: ClientHttp2Session;
  request: (
    method: string,
    path: string,
    options?: { headers?: OutgoingHttpHeaders; body?: string },
  ) => Promise<Http2Answer>;
  close: () => void;
} {
  const session = connect(api.httpsUrl, { ca: readFileSync(api.caCertPath) });
  session.on("error", () => {});
  /** Resolves with { status, headers, body } (body parsed as JSON when it is JSON). */
  const request = (
    method: string,
    path: string,
    { headers = {}, body }: { headers?: OutgoingHttpHeaders; body?: string } = {},
  ) =>
    new Promise<Http2Answer>((done, fail) => {
      const stream = session.request({ ":method": method, ":path": path, ...headers });
      const chunks: Buffer[] = [];
      let responseHeaders: IncomingHttpHeaders = {};
      stream.on("response", (received) => (responseHeaders = received));
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text) as unknown;
        } catch {
          // not JSON
        }
        done({ status: Number(responseHeaders[":status"]), headers: responseHeaders, body: parsed });
      });
      stream.on("error", fail);
      stream.end(body);
    });
  return { session, request, close: () => session.close() };
}
