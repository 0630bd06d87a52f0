// Evaluates GROQ off the server's thread, so a query that runs for minutes (nested subqueries
// over the whole dataset) can be stopped: the server terminates this worker when its time is up.
// The result travels back as JSON text, refused past a size limit: a small query can multiply the
// dataset into gigabytes, which would otherwise be copied into the server's thread.
import { parentPort, workerData } from "node:worker_threads";

import { evaluate, parse } from "groq-js";

class TooLarge extends Error {}

/** JSON text of value, throwing TooLarge as soon as it passes maxBytes (counted in UTF-16 units). */
function boundedJson(value, maxBytes) {
  let size = 0;
  const text = JSON.stringify(value, (key, item) => {
    size += key.length + (typeof item === "string" ? item.length : 8);
    if (size > maxBytes) throw new TooLarge();
    return item;
  });
  return text ?? "null";
}

parentPort.on("message", async ({ id, query, params, documents, identity, projectId, dataset }) => {
  try {
    const tree = parse(query, { params });
    const value = await evaluate(tree, { dataset: documents, params, identity, timestamp: new Date(), sanity: { projectId, dataset } });
    parentPort.postMessage({ id, json: boundedJson(await value.get(), workerData.maxResultBytes) });
  } catch (error) {
    const message = error instanceof TooLarge ? `The query's result is larger than ${workerData.maxResultBytes / 1024 / 1024} MB` : error instanceof Error ? error.message : String(error);
    parentPort.postMessage({ id, error: message });
  }
});
