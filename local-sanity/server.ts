// A local stand-in for Sanity's API (https://<projectId>.api.sanity.io/v…), speaking its wire
// formats to gatsby-source-sanity and to a Sanity Studio from one in-memory dataset: GROQ by
// groq-js, mutations and actions by @sanity/mutator, listeners with mendoza effects, live events, the Studio's
// boot endpoints, tokens and CORS. One port answers HTTP/2 over TLS (a certificate made at start)
// and plain HTTP/1.1: the Studio needs HTTP/2 (Chromium's six HTTP/1.1 connections per host are
// all taken by its listeners), while the site's Node builds keep `http://` and need no CA file.
// Reach it with projectId 127 and apiHost http(s)://0.0.1:PORT (→ 127.0.0.1:PORT).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createSecureServer } from "node:http2";
import { type AddressInfo, type Socket, createServer as createNetServer } from "node:net";
import { resolve } from "node:path";

import {
  answerUnparsableRequest,
  closeIdleHttp2Sessions,
  closeIfSilent,
  closeSlowHttpConnections,
  defaultConnectionTimeouts,
  hardenHttpServer,
  originFormUrl,
} from "../server-hardening/index.ts";
import type { LocalSanityApi, RecordedRequest, StartOptions } from "./api.ts";
import { createAssetEndpoints } from "./assets.ts";
import { createDataEndpoints } from "./data-endpoints.ts";
import { readDataset } from "./dataset.ts";
import {
  type ApiRequest,
  type ApiResponse,
  type EndpointContext,
  HttpError,
  corsHeaders,
  plainError,
  readJson,
  sendJson,
  splitVersion,
} from "./http.ts";
import { createListenHub } from "./listen.ts";
import { createLiveEvents } from "./live-events.ts";
import { defaultQueryTimeoutMs } from "./query.ts";
import { createQueryLanes } from "./query-lanes.ts";
import { createStudioBootEndpoints } from "./studio-boot.ts";
import { createStudioEndpoints, localUser } from "./studio-endpoints.ts";
import { makeCertificate } from "./tls.ts";
import type { GraphqlSpecs } from "./types.ts";

export type { LocalSanityApi, LocalSanityUser, RecordedRequest, StartOptions } from "./api.ts";
export type { SanityDocument } from "./types.ts";

// Paths from the site root, the working directory of every npm script and test (Jest's
// transform cannot take import.meta).
export const deployedSchemaPath = resolve("sanity/graphql-api.graphql");
export const bundledExportPath = resolve("content/blog/data.ndjson");

/** The first byte of a TLS handshake; anything else on the port is read as plain HTTP. */
const tlsHandshake = 0x16;

/**
 * Starts the API. token: the one bearer token that reads drafts and may write (a project
 * administrator's). corsOrigins: origins allowed besides loopback ones. queryTimeoutMs: how long
 * one GROQ query may run before it is stopped (it runs in a worker thread).
 */
export async function startSanityApi({
  exportPath = bundledExportPath,
  projectId = "127",
  dataset = "production",
  token = "local-preview-token",
  port = 0,
  host = "127.0.0.1",
  corsOrigins = [],
  queryTimeoutMs = defaultQueryTimeoutMs,
  filterBudgetMs,
  connectionTimeouts = defaultConnectionTimeouts,
}: StartOptions = {}): Promise<LocalSanityApi> {
  const { documents, files } = readDataset(exportPath, { projectId, dataset });
  const schema = readFileSync(deployedSchemaPath, "utf8");
  const hub = createListenHub({ identity: localUser.id, filterBudget: filterBudgetMs });
  const lanes = createQueryLanes();
  /** The GraphQL API specs `sanity graphql deploy [--dry-run]` sent, by tag: { spec, deployed }. */
  const graphqlSpecs: GraphqlSpecs = new Map();
  const live = createLiveEvents({ projectId, dataset });
  const dataEndpoint = createDataEndpoints({
    documents,
    projectId,
    dataset,
    schema,
    hub,
    live,
    queryTimeoutMs,
    lanes,
    graphqlSpecs,
  });
  // A login URL's session id: Studio reads `#sid=` only with 20 characters or more.
  const loginSessionId = `local-login-${randomBytes(16).toString("hex")}`;
  const studioEndpoint = createStudioEndpoints({ projectId, dataset, token, loginSessionId });
  const studioBootEndpoint = createStudioBootEndpoints({ projectId, userId: localUser.id });
  const assets = createAssetEndpoints({ projectId, dataset, documents, files, commit: dataEndpoint.commit });
  /** Every request with its answer's status, for tests and the endpoint list (never the token). */
  const requests: RecordedRequest[] = [];

  async function route(request: ApiRequest, response: ApiResponse, url: URL): Promise<void> {
    const cors = corsHeaders(request, corsOrigins);
    for (const [name, value] of Object.entries(cors)) response.setHeader(name, value);
    if (request.method === "OPTIONS") {
      response.writeHead(204);
      response.end();
      return;
    }
    if (await assets.serveImage(request, response, url)) return;
    const versioned = splitVersion(url.pathname);
    if (!versioned) throw plainError(404, `No route for ${url.pathname}: paths start with /v1/, /vX/ or /vYYYY-MM-DD/`);
    const authorization = request.headers.authorization;
    if (authorization !== undefined && authorization !== `Bearer ${token}`) throw plainError(401, "Session not found");
    const context: EndpointContext = {
      request,
      response,
      url,
      apiVersion: versioned.apiVersion,
      path: versioned.path,
      method: request.method,
      authorized: authorization !== undefined,
      corsAllowed: Object.keys(cors).length > 0,
      readBody: (options) => readJson(request, options),
    };
    if (await assets.upload(context)) return;
    if (await dataEndpoint(context)) return;
    const boot = studioBootEndpoint(context);
    if (boot) return sendJson(response, boot.status, boot.body);
    const answer = await studioEndpoint(context);
    if (answer === undefined)
      throw plainError(404, `This local Sanity API does not answer ${request.method} ${versioned.path}`);
    sendJson(response, 200, answer);
  }

  function handle(request: ApiRequest, response: ApiResponse): void {
    try {
      handleRequest(request, response);
    } catch (error) {
      // Anything a request makes the handler throw (a header or path it cannot read) is that
      // request's failure, never the server's.
      console.error("[sanity-local]", error);
      if (!response.headersSent)
        sendJson(response, 500, {
          error: "Internal Server Error",
          message: "The local Sanity API failed on this request",
          statusCode: 500,
        });
      else response.end();
    }
  }

  function handleRequest(request: ApiRequest, response: ApiResponse): void {
    const url = originFormUrl(request.url);
    if (!url) {
      // Not a path: `*` (OPTIONS), an absolute URL, or one the URL parser refuses.
      sendJson(response, 400, {
        error: "Bad Request",
        message: `Malformed request path ${JSON.stringify(String(request.url).slice(0, 100))}`,
        statusCode: 400,
      });
      return;
    }
    const record: RecordedRequest = {
      method: request.method ?? "GET",
      path: url.pathname,
      search: url.search,
      authorized: request.headers.authorization === `Bearer ${token}`,
      accept: request.headers.accept ?? "",
      userAgent: request.headers["user-agent"] ?? "",
      origin: request.headers.origin ?? "",
      protocol: request.httpVersion === "2.0" ? "h2" : `http/${request.httpVersion}`,
      tls: request.socket !== null && "encrypted" in request.socket && Boolean(request.socket.encrypted),
      status: 0,
    };
    requests.push(record);
    // A long editing session keeps the latest requests only.
    if (requests.length > 20_000) requests.splice(0, 10_000);
    response.on("finish", () => (record.status = response.statusCode));
    if (process.env.SANITY_LOCAL_DEBUG)
      console.log("[sanity-local]", record.method, record.path, record.search.slice(0, 200));
    if (request.headers.accept === "text/event-stream")
      response.on("close", () => (record.status ||= response.statusCode));
    route(request, response, url).catch((error: unknown) => {
      // A request never takes the server down: an API error gets its answer, anything else a 500.
      const known = error instanceof HttpError;
      if (!known) console.error("[sanity-local]", error);
      if (response.headersSent) {
        response.end();
        return;
      }
      if (known) sendJson(response, error.statusCode, error.body, error.headers);
      else
        sendJson(response, 500, {
          error: "Internal Server Error",
          message: "The local Sanity API failed on this request",
          statusCode: 500,
        });
    });
  }

  // The Studio reaches the API at <projectId>.localhost (see studioApiHost below).
  const certificate = await makeCertificate([`${projectId}.localhost`]);
  const secureServer = createSecureServer(
    {
      key: certificate.key,
      cert: certificate.cert,
      allowHTTP1: true,
      // A TLS handshake gets as long as a request's headers would.
      handshakeTimeout: connectionTimeouts.headersTimeoutMs,
    },
    handle,
  );
  const plainServer = hardenHttpServer(createHttpServer(handle), { timeouts: connectionTimeouts });
  closeIdleHttp2Sessions(secureServer, connectionTimeouts);
  closeSlowHttpConnections(secureServer, connectionTimeouts, "secureConnection");
  secureServer.on("clientError", answerUnparsableRequest());
  const sockets = new Set<Socket>();
  secureServer.on("sessionError", () => {});
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    // Until its first byte says TLS or plain HTTP, a connection belongs to neither server's clock.
    const heard = closeIfSilent(socket, connectionTimeouts.headersTimeoutMs);
    socket.once("data", (firstChunk: Buffer) => {
      heard();
      socket.pause();
      socket.unshift(firstChunk);
      (firstChunk[0] === tlsHandshake ? secureServer : plainServer).emit("connection", socket);
      process.nextTick(() => socket.resume());
    });
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, done);
  });
  const actualPort = (server.address() as AddressInfo).port;
  // gatsby-source-sanity and @sanity/client put the project id in front of the host: 127 + 0.0.1.
  const hostAfterProject = host.split(".").slice(1).join(".") || host;
  return {
    url: `http://${host}:${actualPort}`,
    httpsUrl: `https://${host}:${actualPort}`,
    apiHost: `http://${hostAfterProject}:${actualPort}`,
    httpsApiHost: `https://${hostAfterProject}:${actualPort}`,
    // A browser resolves localhost and *.localhost to loopback itself, so both the Studio's client
    // (<projectId>.localhost) and its image URLs (the apiHost itself, assets.ts says why) reach this
    // server; 0.0.1 alone would be 0.0.0.1, which no browser can reach.
    studioApiHost: `https://localhost:${actualPort}`,
    caCertPath: certificate.certPath,
    projectId,
    dataset,
    token,
    loginSessionId,
    user: localUser,
    requests,
    imageFile: (fileName: string) => files.get(fileName),
    documents,
    graphqlSpecs,
    close: () =>
      new Promise<void>((done) => {
        hub.closeAll();
        live.closeAll();
        for (const lane of Object.values(lanes)) lane.close();
        assets.close();
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          certificate.remove();
          done();
        });
      }),
  };
}
