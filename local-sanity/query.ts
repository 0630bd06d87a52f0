// GROQ through groq-js, Sanity's own implementation, over the documents a request may read.
// Errors come back as the API words them: { type: "queryParseError", description, start, end, query }.
import { resolve } from "node:path";
import { Worker } from "node:worker_threads";

import { type ExprNode, evaluate, parse } from "groq-js";

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
export type QueryAnswer = { id: number; json: string; error?: undefined } | { id: number; error: string };

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
/** The largest result a query may return, as JSON text. */
export const maxResultBytes = 32 * 1024 * 1024;
// From the site root, as the server's other paths (Jest's transform cannot take import.meta).
const workerPath = resolve("local-sanity/query-worker.ts");
let worker: Worker | null = null;
let queue: Promise<unknown> = Promise.resolve();
let jobs = 0;

/** Evaluates one query in the worker (started on first use, restarted after a timeout). */
function evaluateInWorker(job: QueryJob, timeoutMs: number): Promise<string> {
  return new Promise((done, fail) => {
    if (!worker) {
      // A query that builds a huge result runs the worker, not the server, out of memory.
      worker = new Worker(workerPath, {
        workerData: { maxResultBytes },
        resourceLimits: { maxOldGenerationSizeMb: 512 },
      });
      // The worker must not keep a test run or a stopped server's process alive.
      worker.unref();
    }
    const current = worker;
    const id = (jobs += 1);
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      current.off("message", onMessage);
      current.off("error", onError);
      settle();
    };
    const onMessage = (message: QueryAnswer) => {
      if (message.id !== id) return;
      finish(() =>
        message.error === undefined ? done(message.json) : fail(new QueryError(message.error, { query: job.query })),
      );
    };
    const onError = (error: Error & { code?: string }) => {
      if (worker === current) worker = null;
      const outOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      finish(() =>
        fail(
          outOfMemory
            ? new QueryError("Query used more memory than this local API allows", { query: job.query })
            : error,
        ),
      );
    };
    const timer = setTimeout(() => {
      if (worker === current) worker = null;
      void current.terminate();
      finish(() => fail(new QueryError(`Query timed out after ${timeoutMs} ms`, { query: job.query })));
    }, timeoutMs);
    current.on("message", onMessage);
    current.on("error", onError);
    current.postMessage({ id, ...job });
  });
}

/**
 * Runs a query over documents (an array, the dataset as this request sees it), one query at a
 * time; resolves with the result as JSON text. identity: the user id behind GROQ's identity().
 */
export function runQueryJson(
  query: string,
  { params = {}, documents, identity, projectId, dataset, timeoutMs = defaultQueryTimeoutMs }: QueryOptions,
): Promise<string> {
  parseQuery(query, params);
  const run = queue.then(() => evaluateInWorker({ query, params, documents, identity, projectId, dataset }, timeoutMs));
  queue = run.catch(() => {});
  return run;
}

/** runQueryJson, parsed: for the server's own queries (a mutation's target documents). */
export const runQuery = async (query: string, options: QueryOptions): Promise<unknown> =>
  JSON.parse(await runQueryJson(query, options)) as unknown;

/** Whether a listener's filter (a query such as `*[_type == "post"]`) selects this document. */
export async function matchesFilter(
  tree: ExprNode,
  doc: SanityDocument | null,
  { params, identity }: { params: QueryParams; identity?: string | undefined },
): Promise<boolean> {
  if (!doc) return false;
  const value = await evaluate(tree, { dataset: [doc], params, identity });
  const result: unknown = await value.get();
  return Array.isArray(result) ? result.length > 0 : Boolean(result);
}
