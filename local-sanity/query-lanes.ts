// Where GROQ runs: each lane is one worker thread (query-worker.ts) taking one query at a time
// from a bounded queue. Anonymous reads, reads with the token and the server's own queries (a
// patch by query, inside a write's turn) have a lane each, so a flood of anonymous queries never
// delays a write or the Studio. The anonymous lane holds a few queries per client and more in all
// (past that: 429 with Retry-After) and takes its clients in turn; any query whose client has left
// is dropped at once: taken off the queue, or its worker stopped mid-evaluation (a new one starts).
import { resolve } from "node:path";
import { Worker } from "node:worker_threads";

import { type QueryAnswer, QueryError, type QueryJob } from "./query.ts";

export type LaneName = "anonymous" | "token" | "server";

/** Anonymous queries one client (one address) may have waiting or running. */
export const maxQueriesPerClient = 16;
/** Anonymous queries the lane holds waiting or running, from all clients together. */
export const maxQueriesPerLane = 64;
/** How long after one client left the next query waits, so others leaving with it go first. */
const leaveTogetherMs = 50;
/** The largest result a query may return, as JSON text. */
export const maxResultBytes = 32 * 1024 * 1024;

/** A query refused because its lane is full: the API's 429, with when to try again. */
export class QueryBusy extends Error {
  readonly statusCode = 429;
  readonly retryAfterSeconds = 1;
}

/** Thrown to a query whose client left before it was answered (nobody reads it). */
export class QueryAbandoned extends Error {}

export interface LaneRun {
  /** Who asked: the client's address; limits count per client. */
  client: string;
  timeoutMs: number;
  /** Aborted when the client leaves. */
  signal?: AbortSignal | undefined;
}

interface Queued extends LaneRun {
  id: number;
  job: QueryJob;
  done: (json: string) => void;
  fail: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

// From the site root, as the server's other paths (Jest's transform cannot take import.meta).
const workerPath = resolve("local-sanity/query-worker.ts");
let jobIds = 0;

export function createQueryLane({
  perClient: perClientLimit,
  total: totalLimit,
  spare: keepSpare = false,
}: {
  perClient?: number;
  total?: number;
  /** Keep a second worker started, which takes over at once when one is stopped. */
  spare?: boolean;
} = {}) {
  /** A worker thread, ready once it has loaded groq-js (queries are handed only to a ready one). */
  interface LaneWorker {
    thread: Worker;
    ready: boolean;
  }
  let worker: LaneWorker | null = null;
  let spare: LaneWorker | null = null;
  let running: Queued | null = null;
  const waiting: Queued[] = [];
  const perClient = new Map<string, number>();
  let lastClient: string | undefined;

  /** The spare if there is one (a new spare starts behind it), else a new worker. */
  function nextWorker(): LaneWorker {
    const next = spare ?? startWorker();
    spare = keepSpare ? startWorker() : null;
    return next;
  }

  function startWorker(): LaneWorker {
    // A query that builds a huge result runs the worker, not the server, out of memory.
    const thread = new Worker(workerPath, {
      workerData: { maxResultBytes },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    // The worker must not keep a test run or a stopped server's process alive.
    thread.unref();
    const started: LaneWorker = { thread, ready: false };
    thread.on("message", (answer: QueryAnswer) => {
      if (answer.id === undefined) {
        started.ready = true;
        if (started === worker) pump();
        return;
      }
      if (started !== worker || running?.id !== answer.id) return;
      const job = running;
      settle(job, () =>
        answer.error === undefined
          ? job.done(answer.json)
          : job.fail(new QueryError(answer.error, { query: job.job.query })),
      );
    });
    thread.on("error", (error: Error & { code?: string }) => {
      if (started === spare) spare = null;
      if (started !== worker) return;
      worker = null;
      const job = running;
      if (!job) return pump();
      const outOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      settle(job, () =>
        job.fail(
          outOfMemory
            ? new QueryError("Query used more memory than this local API allows", { query: job.job.query })
            : error,
        ),
      );
    });
    return started;
  }

  /** Stops the worker mid-query (timed out or abandoned); the spare or a new one takes over. */
  function stopWorker(): void {
    const current = worker;
    worker = null;
    void current?.thread.terminate();
  }

  function close(): void {
    stopWorker();
    void spare?.thread.terminate();
    spare = null;
  }

  function release(job: Queued): void {
    const count = (perClient.get(job.client) ?? 1) - 1;
    if (count > 0) perClient.set(job.client, count);
    else perClient.delete(job.client);
  }

  /** Ends the running job with an outcome and starts the next one. */
  function settle(job: Queued, outcome: () => void, { later = false } = {}): void {
    clearTimeout(job.timer);
    if (running === job) running = null;
    release(job);
    outcome();
    if (later) setTimeout(pump, leaveTogetherMs);
    else pump();
  }

  function pump(): void {
    if (running || waiting.length === 0) return;
    worker ??= nextWorker();
    // Until the worker is ready, queries wait here, where a client that leaves takes its own off.
    if (!worker.ready) return;
    // Clients take turns: one that queued many queries does not hold the others behind all of them.
    const index = Math.max(
      0,
      waiting.findIndex((job) => job.client !== lastClient),
    );
    const [next] = waiting.splice(index, 1);
    if (!next) return;
    running = next;
    lastClient = next.client;
    next.timer = setTimeout(() => {
      stopWorker();
      settle(next, () =>
        next.fail(new QueryError(`Query timed out after ${next.timeoutMs} ms`, { query: next.job.query })),
      );
    }, next.timeoutMs);
    worker.thread.postMessage({ id: next.id, ...next.job });
  }

  function abandon(job: Queued): void {
    if (running === job) {
      stopWorker();
      // Clients that leave together (a burst of abandoned queries) all leave before the next
      // query starts, so the spare worker is not stopped for one of them too.
      settle(job, () => job.fail(new QueryAbandoned("The client left before the answer")), { later: true });
      return;
    }
    const index = waiting.indexOf(job);
    if (index < 0) return;
    waiting.splice(index, 1);
    release(job);
    job.fail(new QueryAbandoned("The client left before the answer"));
  }

  /** Queues one query; resolves with its result as JSON text. */
  function run(job: QueryJob, { client, timeoutMs, signal }: LaneRun): Promise<string> {
    if (signal?.aborted) return Promise.reject(new QueryAbandoned("The client left before the answer"));
    if (perClientLimit !== undefined && (perClient.get(client) ?? 0) >= perClientLimit)
      return Promise.reject(
        new QueryBusy(
          `This client already has ${perClientLimit} queries waiting or running; retry once they are answered`,
        ),
      );
    if (totalLimit !== undefined && waiting.length + (running ? 1 : 0) >= totalLimit)
      return Promise.reject(new QueryBusy(`${totalLimit} queries are waiting or running; retry in a second`));
    return new Promise<string>((done, fail) => {
      const queued: Queued = { id: (jobIds += 1), job, client, timeoutMs, signal, done, fail };
      perClient.set(client, (perClient.get(client) ?? 0) + 1);
      waiting.push(queued);
      signal?.addEventListener("abort", () => abandon(queued), { once: true });
      pump();
    });
  }

  return {
    run,
    /** Queries waiting or running. */
    get size() {
      return waiting.length + (running ? 1 : 0);
    },
    close,
  };
}

export type QueryLane = ReturnType<typeof createQueryLane>;

/** One lane per kind of caller. */
export const createQueryLanes = (): Record<LaneName, QueryLane> => ({
  // Its clients are the ones that leave mid-query: a spare worker takes over from a stopped one.
  anonymous: createQueryLane({ perClient: maxQueriesPerClient, total: maxQueriesPerLane, spare: true }),
  // The token's holder is the project's administrator: a Studio opening sends dozens of queries at
  // once, and a 429 there would be an editor's error, not a stranger's.
  token: createQueryLane(),
  // The server's own queries run inside a write's turn, one write at a time: bounded already.
  server: createQueryLane(),
});
