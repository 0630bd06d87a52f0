// The listen endpoint's server-sent events: `welcome` on connect, then one `mutation` event per
// document a transaction changes that the listener's GROQ filter selected before or after it
// (transition appear / update / disappear), with mendoza effects when asked (effectFormat=mendoza),
// the transaction's id (the client's own when it sent one) and its event count, as Studio needs
// to apply a multi-document transaction (a publish) at once.
import type { ExprNode } from "groq-js";

import { openEventStream, sseEvent } from "./event-stream.ts";
import type { ApiRequest, ApiResponse } from "./http.ts";
import { mendozaEffects } from "./mendoza-effects.ts";
import { isPublicId, isVersionId } from "./perspectives.ts";
import { type QueryParams, matchesFilter } from "./query.ts";
import type { Change, Transaction } from "./types.ts";

export type ListenOptions = ReturnType<typeof listenOptions>;

interface Listener {
  response: ApiResponse;
  /** The parsed filter. */
  tree: ExprNode;
  params: QueryParams;
  /** The request had the token. */
  authorized: boolean;
  options: ListenOptions;
}

/** The longest listener filter accepted: Studio's own are a few hundred characters. */
export const maxFilterLength = 8 * 1024;
/** The deepest nesting a filter's syntax tree may have (each parenthesis, operator or subquery is a level). */
export const maxFilterDepth = 48;
/** How long one listener's filter may take over one transaction's changes before the listener is closed. */
export const filterBudgetMs = 250;

/** A filter the listen endpoint refuses: its text is too long or its tree too deep. */
export class FilterTooLarge extends Error {}

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
 * Refuses a filter whose evaluation per change would hold the server's thread (filters run there,
 * once per listener per changed document, so a write waits for them): checked before parsing
 * (length) and after (depth of the tree).
 */
export function checkFilterSize(text: string): void {
  if (text.length > maxFilterLength)
    throw new FilterTooLarge(
      `The listener's query is ${text.length} characters long; this API accepts at most ${maxFilterLength}`,
    );
}
export function checkFilterDepth(tree: ExprNode): void {
  if (treeDepth(tree) > maxFilterDepth)
    throw new FilterTooLarge(
      `The listener's query nests deeper than ${maxFilterDepth} levels; listen with a simpler filter`,
    );
}

/** Effects are the same for every listener: computed once per change. */
const effectsOf = new WeakMap<Change, ReturnType<typeof mendozaEffects>>();
function effects(change: Change): ReturnType<typeof mendozaEffects> {
  const known = effectsOf.get(change);
  if (known) return known;
  const computed = mendozaEffects(change.before, change.after);
  effectsOf.set(change, computed);
  return computed;
}

/** Listener options from the query string, with the API's defaults. */
export function listenOptions(searchParams: URLSearchParams) {
  const flag = (name: string, fallback: boolean): boolean =>
    searchParams.has(name) ? searchParams.get(name) !== "false" : fallback;
  return {
    // @sanity/client sends includeResult=true unless told not to, and nothing otherwise: the API default is false.
    includeResult: flag("includeResult", false),
    includePreviousRevision: flag("includePreviousRevision", false),
    includeMutations: flag("includeMutations", true),
    includeAllVersions: flag("includeAllVersions", false),
    effectFormat: searchParams.get("effectFormat") === "mendoza" ? ("mendoza" as const) : undefined,
    visibility: searchParams.get("visibility") === "transaction" ? ("transaction" as const) : ("query" as const),
  };
}

class FilterTooSlow extends Error {}

export function createListenHub({ identity }: { identity: string }) {
  const listeners = new Set<Listener>();
  let delivered = Promise.resolve();
  let counter = 0;

  /** Opens an event stream on response. tree: the parsed filter; authorized: the request had the token. */
  function add({ request, response, tree, params, authorized, options }: Listener & { request: ApiRequest }): void {
    counter += 1;
    const listener: Listener = { response, tree, params, authorized, options };
    openEventStream(request, response, () => listeners.delete(listener));
    listeners.add(listener);
    response.write(sseEvent("welcome", { listenerName: `local-listener-${counter}` }));
  }

  async function eventsFor(listener: Listener, transaction: Transaction) {
    const { options, authorized } = listener;
    const events = [];
    const started = performance.now();
    for (const change of transaction.changes) {
      if (!authorized && !isPublicId(change.id)) continue;
      if (!options.includeAllVersions && isVersionId(change.id)) continue;
      const context = { params: listener.params, identity };
      const before = await matchesFilter(listener.tree, change.before, context);
      const after = await matchesFilter(listener.tree, change.after, context);
      if (performance.now() - started > filterBudgetMs) throw new FilterTooSlow();
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
    return events.map((event, index) => ({
      ...event,
      transactionTotalEvents: events.length,
      transactionCurrentEvent: index,
    }));
  }

  /** Sends a committed transaction's events; transactions are delivered one after another, in order. */
  function broadcast(transaction: Transaction): Promise<void> {
    delivered = delivered.then(async () => {
      for (const listener of [...listeners]) {
        try {
          for (const event of await eventsFor(listener, transaction)) {
            if (process.env.SANITY_LOCAL_DEBUG)
              console.log(
                "[sanity-local] event",
                event.documentId,
                event.transition,
                event.transactionId,
                event.previousRev,
                "→",
                event.resultRev,
                String(JSON.stringify(event.mutations ?? null)).slice(0, 200),
              );
            listener.response.write(sseEvent("mutation", event, event.eventId));
          }
        } catch (error) {
          if (!(error instanceof FilterTooSlow)) {
            console.error("[sanity-local] listener event failed:", error);
            continue;
          }
          // The listener learns why it stops (as the API's `channelError`) and is dropped, so its
          // filter does not hold up the next writes.
          listeners.delete(listener);
          listener.response.write(
            sseEvent("channelError", {
              message: `The listener's query took longer than ${filterBudgetMs} ms to match one transaction's documents; listen with a simpler filter`,
            }),
          );
          listener.response.end();
        }
      }
    });
    return delivered;
  }

  function closeAll(): void {
    for (const listener of listeners) listener.response.end();
    listeners.clear();
  }

  return {
    add,
    broadcast,
    closeAll,
    get size() {
      return listeners.size;
    },
  };
}
