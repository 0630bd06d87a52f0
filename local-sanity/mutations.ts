// Sanity's mutations (create, createOrReplace, createIfNotExists, delete, patch by id or by query)
// applied to the in-memory dataset all or nothing, the patches by @sanity/mutator, the very code
// Studio applies them with. As in Content Lake, every document a transaction changes gets the
// transaction id as its _rev, so a client can tell its own writes in the listener's events.
import { randomUUID } from "node:crypto";

import { Mutation } from "@sanity/mutator";

import { isRecord } from "./http.ts";
import { QueryError, type QueryParams, parseQuery, runQuery } from "./query.ts";
import { type ErrorItem, TransactionError } from "./transaction-error.ts";
import type {
  Change,
  Documents,
  MutationBody,
  MutationResult,
  SanityDocument,
  Transaction,
  WriteContext,
} from "./types.ts";

const documentId = /^[a-zA-Z0-9_][a-zA-Z0-9._-]{0,199}$/;
const mutationKinds = ["create", "createOrReplace", "createIfNotExists", "delete", "patch"] as const;
type MutationKind = (typeof mutationKinds)[number];
const isMutationKind = (kind: string | undefined): kind is MutationKind =>
  (mutationKinds as readonly (string | undefined)[]).includes(kind);

export const newTransactionId = () => randomUUID().replace(/-/g, "").slice(0, 22);

/** One failed mutation: the item the API lists under error.items. */
class ItemError extends Error {
  readonly statusCode: number;
  readonly item: ErrorItem;
  constructor(statusCode: number, type: string, description: string, extra: Record<string, unknown> = {}) {
    super(description);
    this.statusCode = statusCode;
    this.item = { error: { description, type, ...extra } };
  }
}

const invalid = (description: string) => new ItemError(400, "validationError", description);

function validId(id: unknown): string {
  if (typeof id !== "string" || !documentId.test(id) || id.includes("..") || id.endsWith("."))
    throw invalid(`Malformed document ID: ${JSON.stringify(id)}`);
  return id;
}

/** A document body for create*: an object with a _type; a missing _id (or one ending in ".") gets a random one. */
function documentBody(body: unknown): SanityDocument {
  if (!isRecord(body)) throw invalid("Document must be an object");
  const doc = structuredClone(body);
  if (doc._id === undefined || (typeof doc._id === "string" && doc._id.endsWith(".")))
    doc._id = `${typeof doc._id === "string" ? doc._id : ""}${randomUUID()}`;
  const _id = validId(doc._id);
  if (typeof doc._type !== "string" || doc._type === "") throw invalid(`Document "${_id}" has no _type`);
  return { ...doc, _id, _type: doc._type };
}

const notFound = (id: string | undefined) =>
  new ItemError(404, "documentNotFoundError", `Document "${id}" not found`, { id });

/** The ids a delete or patch names: { id } or { query } (a GROQ query over the raw dataset). */
async function targetIds(body: Record<string, unknown>, staged: Documents, context: WriteContext): Promise<string[]> {
  if (typeof body.id === "string") return [validId(body.id)];
  if (typeof body.query === "string") {
    const params = (isRecord(body.params) ? body.params : {}) satisfies QueryParams;
    parseQuery(body.query, params);
    const result = await runQuery(body.query, { ...context, params, documents: [...staged.values()] });
    return (Array.isArray(result) ? result : [result])
      .map((doc: unknown) => (isRecord(doc) ? doc._id : undefined))
      .filter((id): id is string => typeof id === "string" && staged.has(id));
  }
  throw invalid("Mutation needs an id or a query");
}

function patchDocument(current: SanityDocument, patch: Record<string, unknown>): SanityDocument {
  if (typeof patch.ifRevisionID === "string" && patch.ifRevisionID !== current._rev) {
    throw new ItemError(
      409,
      "documentRevisionIDDoesNotMatchError",
      `Document "${current._id}" has unexpected revision ID ("${current._rev}"), expected "${patch.ifRevisionID}"`,
      {
        id: current._id,
        currentRevisionID: current._rev,
        expectedRevisionID: patch.ifRevisionID,
      },
    );
  }
  const { query: _query, params: _params, ifRevisionID: _rev, ...operations } = patch;
  let result: unknown;
  try {
    result = new Mutation({ mutations: [{ patch: { ...operations, id: current._id } }] }).apply(current);
  } catch (error) {
    throw new ItemError(
      400,
      "invalidPatchError",
      `Patch on "${current._id}" could not be applied: ${error instanceof Error ? error.message : String(error)}`,
      { id: current._id },
    );
  }
  if (!isRecord(result)) throw invalid(`Patch on "${current._id}" did not leave a document`);
  return {
    ...result,
    _id: current._id,
    _type: typeof result._type === "string" && result._type ? result._type : current._type,
  };
}

/** Applies one mutation to the staged dataset; returns [{ id, operation }] and records each change. */
/** Records one document's change in the transaction being staged. */
type RecordChange = (id: string, after: SanityDocument | null, mutation: MutationBody) => void;

async function applyOne(
  mutation: unknown,
  staged: Documents,
  record: RecordChange,
  context: WriteContext,
): Promise<MutationResult[]> {
  const kinds = isRecord(mutation) ? Object.keys(mutation) : [];
  const [kind] = kinds;
  if (kinds.length !== 1 || !isMutationKind(kind) || !isRecord(mutation))
    throw invalid(`Unsupported mutation: expected one of ${mutationKinds.join(", ")}`);
  const body = mutation[kind];
  if (kind === "create" || kind === "createOrReplace" || kind === "createIfNotExists") {
    const doc = documentBody(body);
    const existing = staged.get(doc._id);
    if (existing && kind === "create")
      throw new ItemError(409, "documentAlreadyExistsError", `Document by ID "${doc._id}" already exists`, {
        id: doc._id,
      });
    // An existing document is left alone, and the answer does not list it.
    if (existing && kind === "createIfNotExists") return [];
    record(doc._id, doc, { [kind]: body });
    return [{ id: doc._id, operation: existing ? "update" : "create" }];
  }
  if (!body || typeof body !== "object") throw invalid("Mutation body must be an object");
  // An array is an object too, with neither an id nor a query.
  if (!isRecord(body)) throw invalid("Mutation needs an id or a query");
  const ids = await targetIds(body, staged, context);
  if (kind === "delete") {
    return ids
      .filter((id) => staged.has(id))
      .map((id) => (record(id, null, { delete: { id } }), { id, operation: "delete" as const }));
  }
  const [firstId] = ids;
  if (body.id !== undefined && (firstId === undefined || !staged.has(firstId))) throw notFound(firstId);
  return ids.map((id) => {
    const current = staged.get(id);
    if (!current) throw notFound(id);
    record(id, patchDocument(current, body), { patch: { ...body, id } });
    return { id, operation: "update" as const };
  });
}

/**
 * Applies a transaction to documents (Map<_id, doc>) all or nothing. options.transactionId: the
 * client's own (echoed in events and used as the new _rev). Returns { transactionId, timestamp,
 * results: [{ id, operation }], changes: [{ id, before, after, mutations }] } in order of first change.
 */
export async function applyTransaction(
  documents: Documents,
  mutations: unknown,
  { transactionId = newTransactionId(), identity, projectId, dataset, timeoutMs, lane }: WriteContext,
): Promise<Transaction> {
  if (!Array.isArray(mutations) || mutations.length === 0)
    throw new TransactionError("mutation", 400, [
      {
        error: { description: "Body must be { mutations: [...] } with at least one mutation", type: "validationError" },
      },
    ]);
  const staged = new Map(documents);
  const changes = new Map<string, Change>();
  const timestamp = new Date().toISOString();
  const record: RecordChange = (id, after, mutation) => {
    const change = changes.get(id) ?? { id, before: documents.get(id) ?? null, after: null, mutations: [] };
    change.after = after;
    change.mutations.push(mutation);
    changes.set(id, change);
    if (after) staged.set(id, after);
    else staged.delete(id);
  };
  const results: MutationResult[] = [];
  for (const [index, mutation] of mutations.entries()) {
    try {
      results.push(...(await applyOne(mutation, staged, record, { identity, projectId, dataset, timeoutMs, lane })));
    } catch (error) {
      if (error instanceof ItemError)
        throw new TransactionError("mutation", error.statusCode, [{ ...error.item, index }]);
      if (error instanceof QueryError)
        throw new TransactionError("mutation", 400, [
          { error: { description: error.message, type: "queryParseError" }, index },
        ]);
      throw error;
    }
  }
  for (const change of changes.values()) {
    if (!change.after) continue;
    const createdAt = change.before?._createdAt ?? change.after._createdAt ?? timestamp;
    change.after = { ...change.after, _createdAt: createdAt, _updatedAt: timestamp, _rev: transactionId };
    staged.set(change.id, change.after);
  }
  documents.clear();
  for (const [id, doc] of staged) documents.set(id, doc);
  return {
    transactionId,
    timestamp,
    results,
    changes: [...changes.values()].filter((change) => change.before || change.after),
  };
}
