// Listener filters, bounded: refused at listen when the filter and its parameters are too long or
// nest too deep, and evaluated in a worker thread (filter-worker.ts), one listener's turn at a
// time, each within a time budget. Past it the worker is stopped (the server's thread never ran
// the filter, so every other request went on meanwhile) and the listener is closed.
import { resolve } from "node:path";
import { Worker } from "node:worker_threads";

import type { ExprNode } from "groq-js";

import type { QueryParams } from "./query.ts";
import type { SanityDocument } from "./types.ts";

/** The longest listener filter accepted, its parameters' text included: Studio's own are a few hundred characters. */
export const maxFilterLength = 8 * 1024;
/** The deepest nesting a filter's syntax tree may have (each parenthesis, operator or subquery is a level). */
export const maxFilterDepth = 48;
/** How long one listener's filter may take over one transaction's documents before the listener is closed. */
export const filterBudgetMs = 250;

/** A filter the listen endpoint refuses: its text is too long or its tree too deep. */
export class FilterTooLarge extends Error {}
/** A listener whose filter took longer than its budget. */
export class FilterTooSlow extends Error {}

/** One listener's filter over one transaction's documents, and the answer: one boolean a document. */
export interface FilterJob {
  id: number;
  filter: string;
  params: QueryParams;
  identity?: string | undefined;
  documents: (SanityDocument | null)[];
}
export type FilterAnswer =
  | { ready: true; id?: undefined }
  | { id: number; matches: boolean[]; error?: undefined }
  | { id: number; error: string };

function treeDepth(node: object, depth = 0): number {
  if (depth > maxFilterDepth) return depth;
  let deepest = depth;
  for (const child of Object.values(node) as unknown[]) {
    if (child && typeof child === "object") deepest = Math.max(deepest, treeDepth(child, depth + 1));
    if (deepest > maxFilterDepth) break;
  }
  return deepest;
}

/**
 * Refuses a filter whose text and parameters (`$name=value` of the query string, as sent) pass
 * maxFilterLength: a parameter is data the filter runs over, so it counts as much as the filter.
 */
export function checkFilterSize(text: string, paramsText = ""): void {
  const length = text.length + paramsText.length;
  if (length > maxFilterLength)
    throw new FilterTooLarge(
      paramsText
        ? `The listener's query and its parameters are ${length} characters long; this API accepts at most ${maxFilterLength}`
        : `The listener's query is ${length} characters long; this API accepts at most ${maxFilterLength}`,
    );
}
export function checkFilterDepth(tree: ExprNode): void {
  if (treeDepth(tree) > maxFilterDepth)
    throw new FilterTooLarge(
      `The listener's query nests deeper than ${maxFilterDepth} levels; listen with a simpler filter`,
    );
}

// From the site root, as the server's other paths (Jest's transform cannot take import.meta).
const workerPath = resolve("local-sanity/filter-worker.ts");

/** Runs filter jobs in a worker, one at a time, each within budgetMs of evaluation (start-up not counted). */
export function createFilterMatcher({ budgetMs = filterBudgetMs }: { budgetMs?: number } = {}) {
  let worker: { thread: Worker; ready: Promise<void> } | null = null;
  let turn: Promise<unknown> = Promise.resolve();
  let ids = 0;

  function start(): { thread: Worker; ready: Promise<void> } {
    const thread = new Worker(workerPath, { resourceLimits: { maxOldGenerationSizeMb: 256 } });
    // Neither a test run nor a stopped server's process is kept alive by it.
    thread.unref();
    const ready = new Promise<void>((done, fail) => {
      const onReady = (message: FilterAnswer) => {
        if (!("ready" in message)) return;
        thread.off("message", onReady);
        done();
      };
      thread.on("message", onReady);
      thread.once("error", fail);
    });
    // A worker that failed to start is started again on the next turn.
    ready.catch(() => {
      if (worker?.thread === thread) worker = null;
    });
    const started = { thread, ready };
    worker = started;
    return started;
  }

  function evaluateOnce(job: Omit<FilterJob, "id">): Promise<boolean[]> {
    return (async () => {
      const current = worker ?? start();
      await current.ready;
      const id = (ids += 1);
      return new Promise<boolean[]>((done, fail) => {
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          current.thread.off("message", onMessage);
          current.thread.off("error", onError);
          settle();
        };
        const onMessage = (message: FilterAnswer) => {
          if (message.id !== id) return;
          finish(() => (message.error === undefined ? done(message.matches) : fail(new Error(message.error))));
        };
        const onError = (error: Error) => {
          if (worker === current) worker = null;
          finish(() => fail(error));
        };
        const timer = setTimeout(() => {
          if (worker === current) worker = null;
          void current.thread.terminate();
          finish(() => fail(new FilterTooSlow()));
        }, budgetMs);
        current.thread.on("message", onMessage);
        current.thread.on("error", onError);
        current.thread.postMessage({ id, ...job });
      });
    })();
  }

  return {
    /** Whether the filter selects each document (null: none), or FilterTooSlow past the budget. */
    match(job: Omit<FilterJob, "id">): Promise<boolean[]> {
      const run = turn.then(() => evaluateOnce(job));
      turn = run.catch(() => {});
      return run;
    },
    /** Starts the worker ahead of the first transaction (the first listener opens it). */
    warm(): void {
      if (!worker) start();
    },
    close(): void {
      void worker?.thread.terminate();
      worker = null;
    },
  };
}
