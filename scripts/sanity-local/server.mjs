// A local stand-in for Sanity's content API (api.sanity.io/v1), speaking its wire formats for
// what gatsby-source-sanity and @sanity/client use: the deployed GraphQL schema, the NDJSON
// export, GROQ queries (the plugin's), the listen event stream and mutations.
// Reach it with apiHost http://0.0.1:PORT and projectId 127 (→ http://127.0.0.1:PORT/v1).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";

import { readDataset, visibleDocuments, isDraftId } from "./dataset.mjs";
import { QueryError, queryParams, runQuery } from "./groq.mjs";
import { MutationError, applyTransaction, mutationEvent } from "./mutations.mjs";

// Paths from the site root, the working directory of every npm script and test (Jest's
// transform cannot take import.meta).
export const deployedSchemaPath = resolve("sanity/graphql-api.graphql");
export const bundledExportPath = resolve("content/blog/data.ndjson");
const maxBodyBytes = 5 * 1024 * 1024;

function sendJson(response, status, body) {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

const unauthorized = (response) =>
  sendJson(response, 401, { error: "Unauthorized", message: "Session does not match project host", statusCode: 401 });

function readBody(request) {
  return new Promise((done, fail) => {
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > maxBodyBytes) fail(new MutationError("Request body too large", 413));
      else chunks.push(chunk);
    });
    request.on("end", () => done(Buffer.concat(chunks).toString("utf8")));
    request.on("error", fail);
  });
}

/**
 * Starts the API. token: the one bearer token that reads drafts and may mutate (as a
 * project's read+write token). Resolves with { url, apiHost, projectId, requests, imageFile, close }.
 */
export async function startSanityApi({ exportPath = bundledExportPath, projectId = "127", dataset = "production", token = "local-preview-token", port = 0, host = "127.0.0.1" } = {}) {
  const { documents, files } = readDataset(exportPath, { projectId, dataset });
  const schema = readFileSync(deployedSchemaPath, "utf8");
  const listeners = new Set();
  /** Every request, for tests to assert what a client asked for (the token is never recorded). */
  const requests = [];

  const isAuthorized = (request) => request.headers.authorization === `Bearer ${token}`;

  function broadcast(transaction, mutations) {
    transaction.outcomes.forEach((outcome, index) => {
      const event = mutationEvent(transaction, outcome, mutations[index]);
      for (const listener of listeners) {
        if (isDraftId(outcome.id) && !listener.authorized) continue;
        listener.response.write(`event: mutation\nid: ${event.eventId}\ndata: ${JSON.stringify(event)}\n\n`);
      }
    });
  }

  async function route(request, response, url) {
    const match = /^\/v\d+(?:-\d\d-\d\d)?\/(apis\/graphql|data\/(?:export|query|listen|mutate))\/([^/]+)(?:\/([^/]+))?$/.exec(url.pathname);
    const [, endpoint, datasetName, tag] = match ?? [];
    if (!match) return sendJson(response, 404, { error: "Not Found", message: `No route for ${url.pathname}`, statusCode: 404 });
    if (datasetName !== dataset) return sendJson(response, 404, { error: "Not Found", message: `Dataset "${datasetName}" not found`, statusCode: 404 });
    const hasAuthorization = request.headers.authorization !== undefined;
    if (hasAuthorization && !isAuthorized(request)) return unauthorized(response);
    const authorized = hasAuthorization;
    const visible = () => visibleDocuments(documents, { authorized });

    if (endpoint === "apis/graphql" && request.method === "GET") {
      if ((tag ?? "default") !== "default") return sendJson(response, 404, { error: "Not Found", message: "GraphQL schema not found", statusCode: 404 });
      response.writeHead(200, { "content-type": "application/graphql; charset=utf-8" });
      return response.end(schema);
    }
    if (endpoint === "data/export" && request.method === "GET") {
      response.writeHead(200, { "content-type": "application/x-ndjson" });
      return response.end(visible().map((doc) => `${JSON.stringify(doc)}\n`).join(""));
    }
    if (endpoint === "data/query" && request.method === "GET") {
      const query = url.searchParams.get("query") ?? "";
      try {
        const result = runQuery(query, queryParams(url.searchParams), visible());
        return sendJson(response, 200, { ms: 1, query, result });
      } catch (error) {
        if (!(error instanceof QueryError)) throw error;
        return sendJson(response, 400, { error: { description: error.message, type: "queryParseError" } });
      }
    }
    if (endpoint === "data/listen" && request.method === "GET") {
      const query = (url.searchParams.get("query") ?? "").replace(/\s+/g, "");
      if (query !== "*" && query !== '*[!(_idinpath("_.**"))]') {
        return sendJson(response, 400, { error: { description: "This local API listens to all documents only", type: "queryParseError" } });
      }
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
      response.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: `local-${listeners.size + 1}` })}\n\n`);
      const listener = { response, authorized };
      listeners.add(listener);
      request.on("close", () => listeners.delete(listener));
      return;
    }
    if (endpoint === "data/mutate" && request.method === "POST") {
      if (!authorized) return unauthorized(response);
      try {
        let body;
        try {
          body = JSON.parse(await readBody(request));
        } catch (error) {
          if (error instanceof MutationError) throw error;
          throw new MutationError("Body is not valid JSON");
        }
        const transaction = applyTransaction(documents, body?.mutations);
        broadcast(transaction, body.mutations);
        return sendJson(response, 200, {
          transactionId: transaction.transactionId,
          results: transaction.outcomes.map(({ id, operation }) => ({ id, operation })),
        });
      } catch (error) {
        if (!(error instanceof MutationError)) throw error;
        return sendJson(response, error.statusCode, { error: { description: error.message, type: "mutationError" } });
      }
    }
    return sendJson(response, 405, { error: "Method Not Allowed", message: `${request.method} is not allowed here`, statusCode: 405 });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://local");
    requests.push({ method: request.method ?? "GET", path: url.pathname, search: url.search, authorized: isAuthorized(request), accept: request.headers.accept ?? "", userAgent: request.headers["user-agent"] ?? "" });
    route(request, response, url).catch((error) => {
      // A request never takes the server down: it gets a 500 and the error is printed.
      console.error("[sanity-local]", error);
      if (!response.headersSent) sendJson(response, 500, { error: "Internal Server Error", message: error.message, statusCode: 500 });
      else response.end();
    });
  });
  await new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, done);
  });
  const actualPort = server.address().port;
  return {
    url: `http://${host}:${actualPort}`,
    projectId,
    dataset,
    token,
    /** For SANITY_API_HOST: gatsby-source-sanity puts projectId in front of the host. */
    apiHost: `http://${host.split(".").slice(1).join(".") || host}:${actualPort}`,
    requests,
    /** The local file behind a cdn.sanity.io/images/{projectId}/{dataset}/{file} URL, or undefined. */
    imageFile: (fileName) => files.get(fileName),
    documents,
    close: () =>
      new Promise((done) => {
        for (const listener of listeners) listener.response.end();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
