// Evaluates listeners' filters off the server's thread: groq-js holds the thread it runs on until
// it is done, and a small filter over a large parameter can take minutes. The server gives each
// listener's turn a time budget and terminates this worker past it (listen-filters.ts).
import { parentPort } from "node:worker_threads";

import { evaluate, parse } from "groq-js";

import type { FilterAnswer, FilterJob } from "./listen-filters.ts";
import type { SanityDocument } from "./types.ts";

const port = parentPort;
if (!port) throw new Error("filter-worker.ts runs as a worker thread (see listen-filters.ts)");
const answer = (message: FilterAnswer) => port.postMessage(message);

/** Whether the filter (a query such as `*[_type == "post"]`) selects this document. */
async function matches(
  filter: ReturnType<typeof parse>,
  doc: SanityDocument | null,
  { params, identity }: Pick<FilterJob, "params" | "identity">,
): Promise<boolean> {
  if (!doc) return false;
  const value = await evaluate(filter, { dataset: [doc], params, identity });
  const result: unknown = await value.get();
  return Array.isArray(result) ? result.length > 0 : Boolean(result);
}

/** Answers one job with a boolean a document, or its error's message; never rejects. */
async function answerJob({ id, filter, params, identity, documents }: FilterJob) {
  try {
    const tree = parse(filter, { params });
    const results: boolean[] = [];
    for (const doc of documents) results.push(await matches(tree, doc, { params, identity }));
    answer({ id, matches: results });
  } catch (error) {
    answer({ id, error: error instanceof Error ? error.message : String(error) });
  }
}

port.on("message", (job: FilterJob) => void answerJob(job));
answer({ ready: true });
