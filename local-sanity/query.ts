// GROQ through groq-js, Sanity's own implementation, over the documents a request may read.
// Errors come back as the API words them: { type: "queryParseError", description, start, end, query }.
import { type ExprNode, parse } from "groq-js";

import type { QueryLane } from "./query-lanes.ts";
import type { SanityDocument } from "./types.ts";

/** A query the API refuses, with the body it answers: { error: { type: "queryParseError", … } }. */
export class QueryError extends Error {
  readonly statusCode = 400;
  readonly body: {
    error: { description: string; type: "queryParseError"; start?: number; end?: number; query?: string };
  };
  constructor(description: string, { query, start, end }: { query?: string; start?: number; end?: number } = {}) {
    super(description);
    this.body = {
      error: {
        description,
        ...(start === undefined ? {} : { start, end }),
        ...(query === undefined ? {} : { query }),
        type: "queryParseError",
      },
    };
  }
}

export type QueryParams = Record<string, unknown>;

/** What a query runs over and with: the documents this request may read, the user behind identity(). */
export interface QueryOptions {
  params?: QueryParams;
  documents: SanityDocument[];
  identity?: string | undefined;
  projectId: string;
  dataset: string;
  timeoutMs?: number | undefined;
  /** Where it runs (query-lanes.ts). */
  lane: QueryLane;
  /** Who asked (the client's address), for the lane's limits. */
  client?: string | undefined;
  /** Aborted when the client leaves: the query is dropped. */
  signal?: AbortSignal | undefined;
}

/** A job the worker evaluates, and its answer. */
export interface QueryJob {
  query: string;
  params: QueryParams;
  documents: SanityDocument[];
  identity?: string | undefined;
  projectId: string;
  dataset: string;
}
/** The worker's answer to a job, or (no id) that it has loaded and takes jobs. */
export type QueryAnswer =
  { id: number; json: string; error?: undefined } | { id: number; error: string } | { id?: undefined; ready: true };

/** The longest query text accepted (the API's own GET limit is about 11 kB; POST bodies allow more). */
export const maxQueryLength = 256 * 1024;

/** `?query=…&$prevId="abc"`: GROQ parameters travel JSON-encoded, named with a leading $. */
export function queryParams(searchParams: URLSearchParams): QueryParams {
  const params: QueryParams = {};
  for (const [name, value] of searchParams) {
    if (!name.startsWith("$")) continue;
    try {
      params[name.slice(1)] = JSON.parse(value) as unknown;
    } catch {
      throw new QueryError(`Unable to parse value of "${name}=${value.slice(0, 100)}". Please quote string values.`);
    }
  }
  return params;
}

/** Every $name a parsed query refers to (groq-js evaluates a missing one as null; the API refuses). */
function referencedParams(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => referencedParams(child, names));
  else if (node && typeof node === "object") {
    if ("type" in node && node.type === "Parameter" && "name" in node && typeof node.name === "string")
      names.add(node.name);
    for (const child of Object.values(node)) if (child && typeof child === "object") referencedParams(child, names);
  }
  return names;
}

/** Parses a query, or throws QueryError with the position as the API reports it. */
export function parseQuery(query: unknown, params: QueryParams = {}): ExprNode {
  if (typeof query !== "string" || query.trim() === "")
    throw new QueryError("The query is empty", { query: typeof query === "string" ? query : "" });
  if (query.length > maxQueryLength) throw new QueryError(`The query is longer than ${maxQueryLength} characters`);
  let tree: ExprNode;
  try {
    tree = parse(query, { params });
  } catch (error) {
    const position: unknown = error && typeof error === "object" && "position" in error ? error.position : undefined;
    const start = typeof position === "number" ? position : 0;
    throw new QueryError(error instanceof Error ? error.message : String(error), {
      query,
      start,
      end: Math.min(start + 1, query.length),
    });
  }
  for (const name of referencedParams(tree)) {
    if (!Object.hasOwn(params, name)) throw new QueryError(`param $${name} referenced, but not provided`, { query });
  }
  return tree;
}

/** How long one query may run before it is stopped (Content Lake stops long queries too). */
export const defaultQueryTimeoutMs = 10_000;

/**
 * Runs a query over documents (an array, the dataset as this request sees it) in a lane
 * (query-lanes.ts); resolves with the result as JSON text. identity: the user id behind GROQ's
 * identity(); client and signal: who asked, and whether they are still there.
 */
export function runQueryJson(
  query: string,
  {
    params = {},
    documents,
    identity,
    projectId,
    dataset,
    timeoutMs = defaultQueryTimeoutMs,
    lane,
    client = "server",
    signal,
  }: QueryOptions,
): Promise<string> {
  parseQuery(query, params);
  return lane.run({ query, params, documents, identity, projectId, dataset }, { client, timeoutMs, signal });
}

/** runQueryJson, parsed: for the server's own queries (a mutation's target documents). */
export const runQuery = async (query: string, options: QueryOptions): Promise<unknown> =>
  JSON.parse(await runQueryJson(query, options)) as unknown;
