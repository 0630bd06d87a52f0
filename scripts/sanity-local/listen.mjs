// The listen endpoint's server-sent events: `welcome` on connect, then one `mutation` event per
// document a transaction changes that the listener's GROQ filter selected before or after it
// (transition appear / update / disappear), with mendoza effects when asked (effectFormat=mendoza),
// the transaction's id (the client's own when it sent one) and its event count, as Studio needs
// to apply a multi-document transaction (a publish) at once.
import { openEventStream, sseEvent } from "./event-stream.mjs";
import { mendozaEffects } from "./mendoza-effects.mjs";
import { isPublicId, isVersionId } from "./perspectives.mjs";
import { matchesFilter } from "./query.mjs";

/** Effects are the same for every listener: computed once per change. */
const effectsOf = new WeakMap();
function effects(change) {
  if (!effectsOf.has(change)) effectsOf.set(change, mendozaEffects(change.before, change.after));
  return effectsOf.get(change);
}

/** Listener options from the query string, with the API's defaults. */
export function listenOptions(searchParams) {
  const flag = (name, fallback) => (searchParams.has(name) ? searchParams.get(name) !== "false" : fallback);
  return {
    // @sanity/client sends includeResult=true unless told not to, and nothing otherwise: the API default is false.
    includeResult: flag("includeResult", false),
    includePreviousRevision: flag("includePreviousRevision", false),
    includeMutations: flag("includeMutations", true),
    includeAllVersions: flag("includeAllVersions", false),
    effectFormat: searchParams.get("effectFormat") === "mendoza" ? "mendoza" : undefined,
    visibility: searchParams.get("visibility") === "transaction" ? "transaction" : "query",
  };
}

export function createListenHub({ identity }) {
  const listeners = new Set();
  let delivered = Promise.resolve();
  let counter = 0;

  /** Opens an event stream on response. tree: the parsed filter; authorized: the request had the token. */
  function add({ request, response, tree, params, authorized, options }) {
    counter += 1;
    const listener = { response, tree, params, authorized, options };
    openEventStream(request, response, () => listeners.delete(listener));
    listeners.add(listener);
    response.write(sseEvent("welcome", { listenerName: `local-listener-${counter}` }));
  }

  async function eventsFor(listener, transaction) {
    const { options, authorized } = listener;
    const events = [];
    for (const change of transaction.changes) {
      if (!authorized && !isPublicId(change.id)) continue;
      if (!options.includeAllVersions && isVersionId(change.id)) continue;
      const context = { params: listener.params, identity };
      const before = await matchesFilter(listener.tree, change.before, context);
      const after = await matchesFilter(listener.tree, change.after, context);
      if (!before && !after) continue;
      events.push({
        type: "mutation",
        eventId: `${transaction.transactionId}#${change.id}`,
        documentId: change.id,
        transactionId: transaction.transactionId,
        transition: !before ? "appear" : after ? "update" : "disappear",
        identity,
        ...(options.includeMutations ? { mutations: change.mutations } : {}),
        ...(change.before ? { previousRev: change.before._rev } : {}),
        ...(change.after ? { resultRev: change.after._rev } : {}),
        ...(options.includeResult && change.after ? { result: change.after } : {}),
        ...(options.includePreviousRevision ? { previous: change.before } : {}),
        ...(options.effectFormat === "mendoza" ? { effects: effects(change) } : {}),
        timestamp: transaction.timestamp,
        visibility: options.visibility,
      });
    }
    return events.map((event, index) => ({ ...event, transactionTotalEvents: events.length, transactionCurrentEvent: index }));
  }

  /** Sends a committed transaction's events; transactions are delivered one after another, in order. */
  function broadcast(transaction) {
    delivered = delivered.then(async () => {
      for (const listener of [...listeners]) {
        try {
          for (const event of await eventsFor(listener, transaction)) {
            if (process.env.SANITY_LOCAL_DEBUG) console.log("[sanity-local] event", event.documentId, event.transition, event.transactionId, event.previousRev, "→", event.resultRev, String(JSON.stringify(event.mutations ?? null)).slice(0, 200));
            listener.response.write(sseEvent("mutation", event, event.eventId));
          }
        } catch (error) {
          console.error("[sanity-local] listener event failed:", error);
        }
      }
    });
    return delivered;
  }

  function closeAll() {
    for (const listener of listeners) listener.response.end();
    listeners.clear();
  }

  return { add, broadcast, closeAll, get size() {
    return listeners.size;
  } };
}
