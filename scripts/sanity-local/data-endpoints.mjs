// The dataset's endpoints under /v…/data/ and /v…/apis/graphql/: query (GET and POST), doc,
// export, listen, mutate and actions, plus the deployed GraphQL schema gatsby-source-sanity reads.
import { ActionError, applyActions } from "./actions.mjs";
import { HttpError, decodeSegment, plainError, sendJson } from "./http.mjs";
import { listenOptions } from "./listen.mjs";
import { MutationError, applyTransaction } from "./mutations.mjs";
import { PerspectiveError, documentsFor, isPublicId, parsePerspective } from "./perspectives.mjs";
import { QueryError, parseQuery, queryParams, runQuery } from "./query.mjs";
import { localUser } from "./studio-endpoints.mjs";

const transactionIdPattern = /^[a-zA-Z0-9._-]{1,128}$/;

function perspectiveOf(url, apiVersion) {
  try {
    return parsePerspective(url.searchParams.get("perspective"), apiVersion);
  } catch (error) {
    if (error instanceof PerspectiveError) throw plainError(400, error.message);
    throw error;
  }
}

/** ?transactionId= or the body's: the client's id for its transaction, echoed in events. */
function clientTransactionId(url, body) {
  const id = body?.transactionId ?? url.searchParams.get("transactionId") ?? undefined;
  if (id !== undefined && (typeof id !== "string" || !transactionIdPattern.test(id))) throw plainError(400, "transactionId must be 1–128 letters, digits, '.', '_' or '-'");
  return id;
}

const asApiError = (error) => {
  if (error instanceof QueryError || error instanceof MutationError || error instanceof ActionError) return new HttpError(error.statusCode ?? 400, error.body);
  return error;
};

export function createDataEndpoints({ documents, projectId, dataset, schema, hub, queryTimeoutMs }) {
  const identityFor = (authorized) => (authorized ? localUser.id : undefined);

  async function query({ request, response, url, apiVersion, authorized, readBody }) {
    const body = request.method === "POST" ? await readBody({ maxBytes: 1024 * 1024 }) : undefined;
    if (request.method === "POST" && (!body || typeof body !== "object" || typeof body.query !== "string")) throw plainError(400, "Body must be { query, params? }");
    const text = body?.query ?? url.searchParams.get("query") ?? "";
    const params = body ? { ...(body.params ?? {}) } : queryParams(url.searchParams);
    const perspective = perspectiveOf(url, apiVersion);
    const started = performance.now();
    const result = await runQuery(text, { params, documents: documentsFor(documents, { authorized, perspective }), identity: identityFor(authorized), projectId, dataset, timeoutMs: queryTimeoutMs });
    const answer = { ...(url.searchParams.get("returnQuery") === "false" ? {} : { query: text }), result, ms: Math.round(performance.now() - started) };
    return sendJson(response, 200, answer);
  }

  /** data/doc/{ids}: documents by id, raw, with the ids it leaves out and why. */
  function doc({ response, url, ids, authorized }) {
    const wanted = ids.split(",").map(decodeSegment).filter(Boolean);
    if (wanted.length === 0 || wanted.length > 1000) throw plainError(400, "Give between 1 and 1000 document ids");
    const excludeContent = url.searchParams.get("excludeContent") === "true";
    const found = [];
    const omitted = [];
    for (const id of wanted) {
      const document = documents.get(id);
      if (!authorized && !isPublicId(id)) omitted.push({ id, reason: "permission" });
      else if (!document) omitted.push({ id, reason: "existence" });
      else if (!excludeContent) found.push(document);
    }
    return sendJson(response, 200, { documents: found, omitted });
  }

  function listen({ request, response, url, authorized }) {
    const text = url.searchParams.get("query") ?? "";
    const params = queryParams(url.searchParams);
    const tree = parseQuery(text, params);
    hub.add({ request, response, tree, params, authorized, options: listenOptions(url.searchParams) });
  }

  async function write(kind, { request, response, url, authorized, readBody }) {
    if (!authorized) throw plainError(401, "Unauthorized - a token with write access is required");
    const body = await readBody();
    if (!body || typeof body !== "object" || Array.isArray(body)) throw plainError(400, `Body must be { ${kind === "mutate" ? "mutations" : "actions"}: [...] }`);
    const context = { transactionId: clientTransactionId(url, body), identity: localUser.id, projectId, dataset, timeoutMs: queryTimeoutMs };
    const transaction = kind === "mutate" ? await applyTransaction(documents, body.mutations, context) : await applyActions(documents, body, context);
    if (transaction.changes.length > 0) await hub.broadcast(transaction);
    if (kind === "actions") return sendJson(response, 200, { transactionId: transaction.transactionId });
    const returnDocuments = url.searchParams.get("returnDocuments") === "true";
    const after = new Map(transaction.changes.map((change) => [change.id, change.after]));
    const answer = {
      transactionId: transaction.transactionId,
      results: transaction.results.map(({ id, operation }) => ({ id, operation, ...(returnDocuments && after.get(id) ? { document: after.get(id) } : {}) })),
    };
    if (url.searchParams.get("returnIds") === "true") answer.documentIds = [...new Set(transaction.results.map(({ id }) => id))];
    return sendJson(response, 200, answer);
  }

  /** Routes path (after /v…/) to an endpoint; false when the path is not a data endpoint. */
  return async function dataEndpoint(context) {
    const { request, response, path, authorized } = context;
    const match = /^\/(apis\/graphql|data\/(?:export|query|doc|listen|mutate|actions))\/([^/]+)(?:\/(.+))?$/.exec(path);
    if (!match) return false;
    const [, endpoint, datasetName, rest] = match;
    if (datasetName !== dataset) throw plainError(404, `Dataset "${datasetName}" not found`);
    const method = request.method;
    try {
      if (endpoint === "apis/graphql" && method === "GET") {
        if ((rest ?? "default") !== "default") throw plainError(404, "GraphQL schema not found");
        response.writeHead(200, { "content-type": "application/graphql; charset=utf-8" });
        response.end(schema);
      } else if (endpoint === "data/export" && method === "GET") {
        response.writeHead(200, { "content-type": "application/x-ndjson" });
        response.end(documentsFor(documents, { authorized, perspective: null }).map((document) => `${JSON.stringify(document)}\n`).join(""));
      } else if (endpoint === "data/query" && (method === "GET" || method === "POST") && rest === undefined) await query(context);
      else if (endpoint === "data/doc" && method === "GET" && rest !== undefined) doc({ ...context, ids: rest });
      else if (endpoint === "data/listen" && method === "GET" && rest === undefined) listen(context);
      else if (endpoint === "data/mutate" && method === "POST" && rest === undefined) await write("mutate", context);
      else if (endpoint === "data/actions" && method === "POST" && rest === undefined) await write("actions", context);
      else throw plainError(405, `${method} is not allowed on ${path}`);
    } catch (error) {
      throw asApiError(error);
    }
    return true;
  };
}
