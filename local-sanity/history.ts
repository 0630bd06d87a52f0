// The History API a Studio reads for a document's timeline and its review of changes: the
// transactions since the server started (data/history/{dataset}/transactions/{ids}, NDJSON with
// mendoza effects), a document as it was after one of them (documents/{id}?revision=), and the
// events API (events/documents/{id}), answered with no events, so Studio builds its timeline from
// the transactions alone. Nothing before the server started is known: the export has no history.
import { type MendozaPatch, mendozaEffects } from "./mendoza-effects.ts";
import type { Change, MutationBody, SanityDocument, Transaction } from "./types.ts";

interface LogEntry {
  id: string;
  timestamp: string;
  author: string;
  changes: Map<string, Change>;
}

/** One line of transactions/{ids}. */
interface TransactionLine {
  id: string;
  timestamp: string;
  author: string;
  documentIDs: string[];
  mutations?: MutationBody[];
  effects?: Record<string, { apply: MendozaPatch; revert: MendozaPatch }>;
}

const maxLimit = 10_000;
/** Transactions kept: a long editing session keeps its recent history and a bounded memory. */
const keptTransactions = 5_000;

export function createHistory() {
  /** Oldest first. */
  const log: LogEntry[] = [];

  function record(transaction: Transaction, author: string): void {
    log.push({
      id: transaction.transactionId,
      timestamp: transaction.timestamp,
      author,
      changes: new Map(transaction.changes.map((change) => [change.id, change])),
    });
    if (log.length > keptTransactions) log.splice(0, log.length - keptTransactions);
  }

  /** The NDJSON lines of transactions/{ids}, with the API's query parameters. */
  function transactions(ids: string[], searchParams: URLSearchParams): string[] {
    const wanted = new Set(ids);
    const flag = (name: string, fallback: boolean) =>
      searchParams.has(name) ? searchParams.get(name) === "true" : fallback;
    let entries = log.filter((entry) => [...entry.changes.keys()].some((id) => wanted.has(id)));
    const fromIndex = searchParams.get("fromTransaction")
      ? entries.findIndex((entry) => entry.id === searchParams.get("fromTransaction"))
      : 0;
    const toId = searchParams.get("toTransaction");
    const toIndex = toId ? entries.findIndex((entry) => entry.id === toId) : entries.length - 1;
    entries = entries.slice(Math.max(fromIndex, 0), toIndex < 0 ? entries.length : toIndex + 1);
    if (flag("reverse", false)) entries.reverse();
    const limit = Math.min(Number(searchParams.get("limit") ?? 100) || 100, maxLimit);
    const onlyIdentified = flag("includeIdentifiedDocumentsOnly", false);
    return entries.slice(0, limit).map((entry) => {
      const changes = [...entry.changes.values()].filter((change) => !onlyIdentified || wanted.has(change.id));
      const line: TransactionLine = {
        id: entry.id,
        timestamp: entry.timestamp,
        author: entry.author,
        documentIDs: changes.map((change) => change.id),
      };
      if (!flag("excludeMutations", false)) line.mutations = changes.flatMap((change) => change.mutations);
      if (searchParams.get("effectFormat") === "mendoza")
        line.effects = Object.fromEntries(
          changes.map((change) => [change.id, mendozaEffects(change.before, change.after)]),
        );
      return `${JSON.stringify(line)}\n`;
    });
  }

  /**
   * The document as it was right after transaction `revision` (current: as it is now), or
   * undefined when that transaction is unknown or the document did not exist then.
   */
  function documentAt(id: string, revision: string, current: SanityDocument | undefined): SanityDocument | undefined {
    const index = log.findIndex((entry) => entry.id === revision);
    if (index < 0) return undefined;
    for (let position = index; position >= 0; position -= 1) {
      const change = log[position]?.changes.get(id);
      if (change) return change.after ?? undefined;
    }
    const later = log.slice(index + 1).find((entry) => entry.changes.has(id));
    return later ? (later.changes.get(id)?.before ?? undefined) : current;
  }

  return { record, transactions, documentAt };
}
