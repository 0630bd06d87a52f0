// Evaluates GROQ off the server's thread, so a query that runs for minutes (nested subqueries
// over the whole dataset) can be stopped: the server terminates this worker when its time is up.
import { parentPort } from "node:worker_threads";

import { evaluate, parse } from "groq-js";

parentPort.on("message", async ({ id, query, params, documents, identity, projectId, dataset }) => {
  try {
    const tree = parse(query, { params });
    const value = await evaluate(tree, { dataset: documents, params, identity, timestamp: new Date(), sanity: { projectId, dataset } });
    parentPort.postMessage({ id, result: await value.get() });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
