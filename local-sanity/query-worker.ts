// Evaluates GROQ off the server's thread, so a query that runs for minutes (nested subqueries
// over the whole dataset) can be stopped: the server terminates this worker when its time is up.
// The result travels back as JSON text, refused past a size limit: a small query can multiply the
// dataset into gigabytes, which would otherwise be copied into the server's thread.
import { parentPort, workerData } from "node:worker_threads";

import { evaluate, parse } from "groq-js";

import type { QueryAnswer, QueryJob } from "./query.ts";

class TooLarge extends Error {}

/** JSON text of value, throwing TooLarge as soon as it passes maxBytes (counted in UTF-16 units). */
function boundedJson(value: unknown, maxBytes: number): string {
  let size = 0;
  const text: string | undefined = JSON.stringify(value, (key: string, item: unknown) => {
    size += key.length + (typeof item === "string" ? item.length : 8);
    if (size > maxBytes) throw new TooLarge();
    return item;
  });
  return text ?? "null";
}

const { maxResultBytes } = workerData as { maxResultBytes: number };
const port = parentPort;
if (!port) throw new Error("query-worker.ts runs as a worker thread (see query.ts)");
const answer = (message: QueryAnswer) => port.postMessage(message);

/** Answers one job with its result's JSON or its error's message; never rejects. */
async function answerJob({ id, query, params, documents, identity, projectId, dataset }: QueryJob & { id: number }) {
  try {
    const tree = parse(query, { params });
    const value = await evaluate(tree, {
      dataset: documents,
      params,
      identity,
      timestamp: new Date(),
      sanity: { projectId, dataset },
    });
    answer({ id, json: boundedJson(await value.get(), maxResultBytes) });
  } catch (error) {
    const message =
      error instanceof TooLarge
        ? `The query's result is larger than ${maxResultBytes / 1024 / 1024} MB`
        : error instanceof Error
          ? error.message
          : String(error);
    answer({ id, error: message });
  }
}

port.on("message", (job: QueryJob & { id: number }) => void answerJob(job));
