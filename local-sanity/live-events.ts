// Sanity's Live Content API: GET /v…/data/live/events/{dataset} is an event stream that opens
// with `welcome` and then sends one `message` per committed transaction, carrying the sync tags
// of the query results it may have changed. Query answers carry their sync tags (`syncTags`),
// so a client refetches the queries whose tags a message names. Sanity's tags name groups of
// documents; here one tag covers the whole dataset, which is coarse but never misses a change.
// Published-only listeners hear only of transactions that touch a published document;
// `includeDrafts=true` needs the token, as on the real API.
import { createHash } from "node:crypto";

import { openEventStream, sseEvent } from "./event-stream.ts";
import { type ApiResponse, type EndpointContext, plainError } from "./http.ts";
import { isPublicId } from "./perspectives.ts";
import type { Transaction } from "./types.ts";

export function createLiveEvents({ projectId, dataset }: { projectId: string; dataset: string }) {
  /** The one sync tag: s1: and a short hash of the project and dataset, as Sanity's tags look. */
  const syncTag = `s1:${createHash("sha256").update(`${projectId}/${dataset}`).digest("base64url").slice(0, 6)}`;
  const listeners = new Set<{ response: ApiResponse; includeDrafts: boolean }>();
  let eventCounter = 0;

  /** Opens a stream on response; a draft-reading stream without the token is refused (401). */
  function add({ request, response, url, authorized }: EndpointContext): void {
    const includeDrafts = url.searchParams.get("includeDrafts") === "true";
    if (includeDrafts && !authorized) throw plainError(401, "includeDrafts=true needs a token that can read drafts");
    const listener = { response, includeDrafts };
    openEventStream(request, response, () => listeners.delete(listener));
    listeners.add(listener);
    response.write(sseEvent("welcome", {}));
  }

  /** Tells every listener a transaction may have changed what its queries returned. */
  function broadcast(transaction: Transaction): void {
    eventCounter += 1;
    const touchesPublished = transaction.changes.some((change) => isPublicId(change.id));
    const id = `${Date.now().toString(36)}-${eventCounter}`;
    for (const listener of listeners) {
      if (!listener.includeDrafts && !touchesPublished) continue;
      // A stream that died mid-write must not fail the write that committed the transaction.
      try {
        listener.response.write(sseEvent("message", { tags: [syncTag] }, id));
      } catch {
        listeners.delete(listener);
      }
    }
  }

  function closeAll(): void {
    for (const listener of listeners) listener.response.end();
    listeners.clear();
  }

  return { syncTag, add, broadcast, closeAll };
}
