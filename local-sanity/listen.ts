// The listen endpoint's server-sent events: `welcome` on connect, then one `mutation` event per
// document a transaction changes that the listener's GROQ filter selected before or after it
// (transition appear / update / disappear), with mendoza effects when asked (effectFormat=mendoza),
// the transaction's id (the client's own when it sent one) and its event count, as Studio needs
// to apply a multi-document transaction (a publish) at once.
import { openEventStream, sseEvent } from "./event-stream.ts";
import { type ApiRequest, type ApiResponse, clientAddress } from "./http.ts";
import { FilterTooSlow, createFilterMatcher, filterBudgetMs } from "./listen-filters.ts";
import { mendozaEffects } from "./mendoza-effects.ts";
import { isPublicId, isVersionId } from "./perspectives.ts";
import type { QueryParams } from "./query.ts";
import type { Change, Transaction } from "./types.ts";

export type ListenOptions = ReturnType<typeof listenOptions>;

interface Listener {
  response: ApiResponse;
  /** The filter's text, checked and parsed at listen (listen-filters.ts). */
  filter: string;
  params: QueryParams;
  /** The request had the token. */
  authorized: boolean;
  options: ListenOptions;
  /** The client's address. */
  client: string;
}

/** Listeners one client (one address) may hold without the token; a Studio's carry the token. */
export const maxListenersPerClient = 50;
/** Listeners open at once, from all clients together. */
export const maxListeners = 1000;

/** A listener refused because the client or the server holds too many: the API's 429. */
export class TooManyListeners extends Error {
  readonly retryAfterSeconds = 10;
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

export function createListenHub({
  identity,
  filterBudget = filterBudgetMs,
}: {
  identity: string;
  filterBudget?: number;
}) {
  const listeners = new Set<Listener>();
  const perClient = new Map<string, number>();
  const matcher = createFilterMatcher({ budgetMs: filterBudget });
  let delivered = Promise.resolve();
  let counter = 0;

  function remove(listener: Listener): void {
    if (!listeners.delete(listener) || listener.authorized) return;
    const count = (perClient.get(listener.client) ?? 1) - 1;
    if (count > 0) perClient.set(listener.client, count);
    else perClient.delete(listener.client);
  }

  /**
   * Opens an event stream on response (filter: checked already; authorized: the request had the
   * token), or throws TooManyListeners past the limits, before anything is written.
   */
  function add({
    request,
    response,
    filter,
    params,
    authorized,
    options,
  }: Omit<Listener, "client"> & { request: ApiRequest }): void {
    const client = clientAddress(request);
    if (listeners.size >= maxListeners)
      throw new TooManyListeners(`This API holds ${maxListeners} listeners already; try again later`);
    if (!authorized && (perClient.get(client) ?? 0) >= maxListenersPerClient)
      throw new TooManyListeners(
        `This client holds ${maxListenersPerClient} listeners already; close one before opening another`,
      );
    counter += 1;
    const listener: Listener = { response, filter, params, authorized, options, client };
    openEventStream(request, response, () => remove(listener));
    listeners.add(listener);
    if (!authorized) perClient.set(client, (perClient.get(client) ?? 0) + 1);
    matcher.warm();
    response.write(sseEvent("welcome", { listenerName: `local-listener-${counter}` }));
  }

  async function eventsFor(listener: Listener, transaction: Transaction) {
    const { options, authorized } = listener;
    const events = [];
    const visible = transaction.changes.filter(
      (change) => (authorized || isPublicId(change.id)) && (options.includeAllVersions || !isVersionId(change.id)),
    );
    if (visible.length === 0) return [];
    const matches = await matcher.match({
      filter: listener.filter,
      params: listener.params,
      identity,
      documents: visible.flatMap((change) => [change.before, change.after]),
    });
    for (const [index, change] of visible.entries()) {
      const before = matches[index * 2] === true;
      const after = matches[index * 2 + 1] === true;
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
          remove(listener);
          listener.response.write(
            sseEvent("channelError", {
              message: `The listener's query took longer than ${filterBudget} ms to match one transaction's documents; listen with a simpler filter`,
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
    perClient.clear();
    matcher.close();
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
