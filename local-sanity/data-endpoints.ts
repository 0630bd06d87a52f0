// The dataset's endpoints under /v…/data/ and /v…/apis/graphql/: query (GET and POST), doc,
// export, listen, live events, mutate, actions and history, plus the deployed GraphQL API (gatsby-source-sanity
// reads it, `sanity graphql deploy` sends its spec).
import { applyActions } from "./actions.ts";
import { createHistory } from "./history.ts";
import {
  type EndpointContext,
  HttpError,
  clientAddress,
  decodeSegment,
  isRecord,
  plainError,
  sendJson,
} from "./http.ts";
import { TooManyListeners, type createListenHub, listenOptions } from "./listen.ts";
import { FilterTooLarge, checkFilterDepth, checkFilterSize } from "./listen-filters.ts";
import type { createLiveEvents } from "./live-events.ts";
import { applyTransaction } from "./mutations.ts";
import { PerspectiveError, documentsFor, isPublicId, parsePerspective } from "./perspectives.ts";
import { QueryError, parseQuery, queryParams, runQueryJson } from "./query.ts";
import { QueryAbandoned, QueryBusy, type createQueryLanes } from "./query-lanes.ts";
import { localUser } from "./studio-endpoints.ts";
import { TransactionError } from "./transaction-error.ts";
import type { Documents, GraphqlSpecs, Transaction } from "./types.ts";

interface DataEndpointsOptions {
  documents: Documents;
  projectId: string;
  dataset: string;
  /** The deployed GraphQL schema (SDL) gatsby-source-sanity reads. */
  schema: string;
  hub: ReturnType<typeof createListenHub>;
  live: ReturnType<typeof createLiveEvents>;
  queryTimeoutMs: number;
  /** Where GROQ runs: anonymous reads, reads with the token, the server's own (query-lanes.ts). */
  lanes: ReturnType<typeof createQueryLanes>;
  graphqlSpecs: GraphqlSpecs;
}

const transactionIdPattern = /^[a-zA-Z0-9._-]{1,128}$/;

function perspectiveOf(url: URL, apiVersion: string): string[] | null {
  try {
    return parsePerspective(url.searchParams.get("perspective"), apiVersion);
  } catch (error) {
    if (error instanceof PerspectiveError) throw plainError(400, error.message);
    throw error;
  }
}

/** ?transactionId= or the body's: the client's id for its transaction, echoed in events. */
function clientTransactionId(url: URL, body: Record<string, unknown>): string | undefined {
  const id = body.transactionId ?? url.searchParams.get("transactionId") ?? undefined;
  if (id !== undefined && (typeof id !== "string" || !transactionIdPattern.test(id)))
    throw plainError(400, "transactionId must be 1–128 letters, digits, '.', '_' or '-'");
  return id;
}

const asApiError = (error: unknown): unknown => {
  if (error instanceof QueryError || error instanceof TransactionError)
    return new HttpError(error.statusCode, error.body);
  if (error instanceof QueryBusy || error instanceof TooManyListeners)
    return new HttpError(
      429,
      { error: "Too Many Requests", message: error.message, statusCode: 429 },
      { "retry-after": String(error.retryAfterSeconds) },
    );
  return error;
};

export function createDataEndpoints({
  documents,
  projectId,
  dataset,
  schema,
  hub,
  live,
  queryTimeoutMs,
  lanes,
  graphqlSpecs,
}: DataEndpointsOptions) {
  const identityFor = (authorized: boolean) => (authorized ? localUser.id : undefined);
  const history = createHistory();
  /** The last write's turn: each transaction starts once the one before it committed or failed. */
  let writeTurn: Promise<unknown> = Promise.resolve();

  /**
   * Applies one transaction after every earlier one, as Content Lake serialises them: a
   * transaction stages a copy of the dataset and awaits (a patch by query runs GROQ in the
   * worker), so two that overlapped would each commit their own copy and the later would drop
   * the earlier's changes. Events are queued in commit order before the next turn starts.
   */
  function commitInTurn(
    apply: () => Promise<Transaction>,
  ): Promise<{ transaction: Transaction; delivered: Promise<void> | undefined }> {
    const turn = writeTurn.then(async () => {
      const transaction = await apply();
      let delivered: Promise<void> | undefined;
      if (transaction.changes.length > 0) {
        history.record(transaction, localUser.id);
        live.broadcast(transaction);
        delivered = hub.broadcast(transaction);
      }
      return { transaction, delivered };
    });
    writeTurn = turn.catch(() => {});
    return turn;
  }

  async function query({ request, response, url, apiVersion, authorized, readBody }: EndpointContext): Promise<void> {
    const body = request.method === "POST" ? await readBody({ maxBytes: 1024 * 1024 }) : undefined;
    const posted =
      isRecord(body) && typeof body.query === "string" ? { query: body.query, params: body.params } : undefined;
    if (request.method === "POST" && !posted) throw plainError(400, "Body must be { query, params? }");
    const text = posted?.query ?? url.searchParams.get("query") ?? "";
    const params = posted ? { ...(isRecord(posted.params) ? posted.params : {}) } : queryParams(url.searchParams);
    const perspective = perspectiveOf(url, apiVersion);
    const started = performance.now();
    // A client that leaves takes its query off the lane (QueryAbandoned: nobody to answer).
    const left = new AbortController();
    let answered = false;
    response.on("close", () => {
      if (!answered) left.abort();
    });
    const result = await runQueryJson(text, {
      params,
      documents: documentsFor(documents, { authorized, perspective }),
      identity: identityFor(authorized),
      projectId,
      dataset,
      timeoutMs: queryTimeoutMs,
      lane: authorized ? lanes.token : lanes.anonymous,
      client: clientAddress(request),
      signal: left.signal,
    });
    answered = true;
    // The result is JSON text already (bounded in the worker), so the answer is assembled as text.
    const queryPart = url.searchParams.get("returnQuery") === "false" ? "" : `"query":${JSON.stringify(text)},`;
    response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    response.end(
      `{${queryPart}"result":${result},"syncTags":${JSON.stringify([live.syncTag])},"ms":${Math.round(performance.now() - started)}}`,
    );
  }

  /** data/doc/{ids}: documents by id, raw, with the ids it leaves out and why. */
  function doc({ response, url, ids, authorized }: EndpointContext & { ids: string }): void {
    const wanted = ids.split(",").map(decodeSegment).filter(Boolean);
    if (wanted.length === 0 || wanted.length > 1000) throw plainError(400, "Give between 1 and 1000 document ids");
    const excludeContent = url.searchParams.get("excludeContent") === "true";
    const found: unknown[] = [];
    const omitted: { id: string; reason: "permission" | "existence" }[] = [];
    for (const id of wanted) {
      const document = documents.get(id);
      if (!authorized && !isPublicId(id)) omitted.push({ id, reason: "permission" });
      else if (!document) omitted.push({ id, reason: "existence" });
      else if (!excludeContent) found.push(document);
    }
    return sendJson(response, 200, { documents: found, omitted });
  }

  function listen({ request, response, url, authorized }: EndpointContext): void {
    const text = url.searchParams.get("query") ?? "";
    const paramsText = [...url.searchParams]
      .filter(([name]) => name.startsWith("$"))
      .map(([name, value]) => `${name}=${value}`)
      .join("&");
    checkFilterSize(text, paramsText);
    const params = queryParams(url.searchParams);
    checkFilterDepth(parseQuery(text, params));
    hub.add({ request, response, filter: text, params, authorized, options: listenOptions(url.searchParams) });
  }

  async function write(
    kind: "mutate" | "actions",
    { response, url, authorized, readBody }: EndpointContext,
  ): Promise<void> {
    if (!authorized) throw plainError(401, "Unauthorized - a token with write access is required");
    const body = await readBody();
    if (!isRecord(body))
      throw plainError(400, `Body must be { ${kind === "mutate" ? "mutations" : "actions"}: [...] }`);
    const context = {
      transactionId: clientTransactionId(url, body),
      identity: localUser.id,
      projectId,
      dataset,
      timeoutMs: queryTimeoutMs,
      lane: lanes.server,
    };
    const { transaction, delivered } = await commitInTurn(() =>
      kind === "mutate" ? applyTransaction(documents, body.mutations, context) : applyActions(documents, body, context),
    );
    await delivered;
    if (kind === "actions") return sendJson(response, 200, { transactionId: transaction.transactionId });
    const returnDocuments = url.searchParams.get("returnDocuments") === "true";
    const after = new Map(transaction.changes.map((change) => [change.id, change.after]));
    const answer: { transactionId: string; results: unknown[]; documentIds?: string[] } = {
      transactionId: transaction.transactionId,
      results: transaction.results.map(({ id, operation }) => ({
        id,
        operation,
        ...(returnDocuments && after.get(id) ? { document: after.get(id) } : {}),
      })),
    };
    if (url.searchParams.get("returnIds") === "true")
      answer.documentIds = [...new Set(transaction.results.map(({ id }) => id))];
    return sendJson(response, 200, answer);
  }

  /**
   * `sanity graphql deploy` (PUT) and its --dry-run (POST …/validate) send the API spec the CLI
   * generates from the Studio's schemas; it is kept, per tag, in graphqlSpecs (rendering it as SDL
   * is the GraphQL capture's job, scripts/sanity-graphql). GET keeps serving the schema file read
   * at start; nothing is a breaking change here (no earlier deployment is compared).
   */
  async function graphqlSpec(
    { response, authorized, readBody }: EndpointContext,
    tag: string,
    deploy: boolean,
  ): Promise<void> {
    if (!authorized) throw plainError(401, "Unauthorized - a token is required to deploy a GraphQL API");
    const body = await readBody();
    if (!isRecord(body) || !isRecord(body.schema)) throw plainError(400, "Body must be { schema, enablePlayground }");
    graphqlSpecs.set(tag, { spec: body.schema, deployed: deploy || graphqlSpecs.get(tag)?.deployed === true });
    if (deploy) return sendJson(response, 200, { location: `/v1/apis/graphql/${dataset}/${tag}` });
    return sendJson(response, 200, { validationError: "", breakingChanges: [], dangerousChanges: [] });
  }

  /** data/history/{dataset}/transactions/{ids}, …/documents/{ids}?revision=, …/events/documents/{id}. */
  function historyEndpoint({ response, url, rest, authorized }: EndpointContext & { rest: string }): void {
    if (!authorized) throw plainError(401, "Unauthorized - the history of documents needs a token");
    const [kind, ...tail] = rest.split("/");
    const ids = (kind === "events" ? tail.slice(1) : tail).join("/").split(",").map(decodeSegment).filter(Boolean);
    if (ids.length === 0 || ids.length > 1000) throw plainError(400, "Give between 1 and 1000 document ids");
    if (kind === "transactions") {
      response.writeHead(200, { "content-type": "application/x-ndjson" });
      response.end(history.transactions(ids, url.searchParams).join(""));
      return;
    }
    if (kind === "documents") {
      const revision = url.searchParams.get("revision") ?? "";
      const found = ids.map((id) => history.documentAt(id, revision, documents.get(id))).filter(Boolean);
      sendJson(response, 200, { documents: found });
      return;
    }
    if (kind === "events" && tail[0] === "documents")
      return sendJson(response, 200, { events: Object.fromEntries(ids.map((id) => [id, []])), nextCursor: "" });
    throw plainError(404, `This local Sanity API does not answer data/history/…/${kind}`);
  }

  /** Routes path (after /v…/) to an endpoint; false when the path is not a data endpoint. */
  /**
   * A write the server makes itself (an upload's asset document, assets.ts): in turn with the
   * clients' writes, recorded and announced to listeners as theirs are.
   */
  async function commit(mutations: unknown[]): Promise<Transaction> {
    const context = { identity: localUser.id, projectId, dataset, timeoutMs: queryTimeoutMs, lane: lanes.server };
    const { transaction, delivered } = await commitInTurn(() => applyTransaction(documents, mutations, context));
    await delivered;
    return transaction;
  }

  const dataEndpoint = async function dataEndpoint(context: EndpointContext): Promise<boolean> {
    const { request, response, path, authorized } = context;
    const match =
      /^\/(apis\/graphql|data\/(?:export|query|doc|listen|live\/events|mutate|actions|history|ping))\/([^/]+)(?:\/(.+))?$/.exec(
        path,
      );
    if (!match) return false;
    const [, endpoint, datasetName, rest] = match;
    if (datasetName !== dataset) throw plainError(404, `Dataset "${datasetName}" not found`);
    const method = request.method;
    try {
      if (endpoint === "apis/graphql" && (method === "GET" || method === "HEAD")) {
        if ((rest ?? "default") !== "default") throw plainError(404, "GraphQL schema not found");
        // The headers `sanity graphql deploy` reads (HEAD) to learn the deployed API's generation.
        response.writeHead(200, {
          "content-type": "application/graphql; charset=utf-8",
          "x-sanity-graphql-generation": "gen3",
          "x-sanity-graphql-playground": "false",
        });
        if (method === "HEAD") response.end();
        else response.end(schema);
      } else if (endpoint === "apis/graphql" && method === "POST" && /^[\w-]+\/validate$/.test(rest ?? "")) {
        await graphqlSpec(context, (rest ?? "").slice(0, -"/validate".length), false);
      } else if (endpoint === "apis/graphql" && method === "PUT" && /^[\w-]+$/.test(rest ?? "")) {
        await graphqlSpec(context, rest ?? "", true);
      } else if (endpoint === "data/export" && method === "GET") {
        response.writeHead(200, { "content-type": "application/x-ndjson" });
        response.end(
          documentsFor(documents, { authorized, perspective: null })
            .map((document) => `${JSON.stringify(document)}\n`)
            .join(""),
        );
      } else if (endpoint === "data/query" && (method === "GET" || method === "POST") && rest === undefined)
        await query(context);
      else if (endpoint === "data/doc" && method === "GET" && rest !== undefined) doc({ ...context, ids: rest });
      else if (endpoint === "data/listen" && method === "GET" && rest === undefined) listen(context);
      else if (endpoint === "data/live/events" && method === "GET" && rest === undefined) live.add(context);
      else if (endpoint === "data/history" && method === "GET" && rest !== undefined)
        historyEndpoint({ ...context, rest });
      // Studio reads the shard header from data/ping to label its latency reports.
      else if (endpoint === "data/ping" && method === "GET" && rest === undefined)
        sendJson(response, 200, "PONG", { "x-sanity-shard": "local" });
      else if (endpoint === "data/mutate" && method === "POST" && rest === undefined) await write("mutate", context);
      else if (endpoint === "data/actions" && method === "POST" && rest === undefined) await write("actions", context);
      else throw plainError(405, `${method} is not allowed on ${path}`);
    } catch (error) {
      if (error instanceof QueryAbandoned) {
        response.end();
        return true;
      }
      if (error instanceof FilterTooLarge)
        throw new HttpError(400, { error: { description: error.message, type: "queryParseError" } });
      throw asApiError(error);
    }
    return true;
  };
  return Object.assign(dataEndpoint, { commit });
}
