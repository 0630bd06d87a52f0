// Sanity's mutation types the local API accepts (createOrReplace, patch with set, delete),
// applied to the in-memory dataset. Each returns the listen events it causes.
import { randomUUID } from "node:crypto";

const newRev = () => randomUUID().replace(/-/g, "").slice(0, 22);

/** `set: { "title": …, "slug.current": … }`: dotted paths into objects, as Sanity's patch takes them. */
function setPath(target, path, value) {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== "object") node[key] = {};
    node = node[key];
  }
  node[keys[keys.length - 1]] = value;
}

export class MutationError extends Error {
  constructor(message, statusCode = 400) {
    super(message);
    this.statusCode = statusCode;
  }
}

function validDocument(doc) {
  if (!doc || typeof doc !== "object" || Array.isArray(doc)) throw new MutationError("Document must be an object");
  if (typeof doc._id !== "string" || !/^[a-zA-Z0-9._-]{1,128}$/.test(doc._id)) throw new MutationError(`Document id "${doc._id}" is not valid`);
  if (typeof doc._type !== "string" || doc._type.length === 0) throw new MutationError(`Document "${doc._id}" has no _type`);
  return doc;
}

/** One mutation → { id, operation, previous, result }; throws MutationError on a malformed one. */
function applyOne(documents, mutation, now) {
  const [kind, body] = Object.entries(mutation ?? {})[0] ?? [];
  if (kind === "createOrReplace") {
    const doc = validDocument(body);
    const previous = documents.get(doc._id);
    const result = { ...doc, _createdAt: previous?._createdAt ?? doc._createdAt ?? now, _updatedAt: now, _rev: newRev() };
    documents.set(doc._id, result);
    return { id: doc._id, operation: previous ? "update" : "create", previous, result };
  }
  if (kind === "patch") {
    if (typeof body?.id !== "string") throw new MutationError("patch.id must be a string");
    const previous = documents.get(body.id);
    if (!previous) throw new MutationError(`Document "${body.id}" not found`, 404);
    if (body.set !== undefined && (body.set === null || typeof body.set !== "object")) throw new MutationError("patch.set must be an object");
    const result = structuredClone(previous);
    for (const [path, value] of Object.entries(body.set ?? {})) setPath(result, path, value);
    Object.assign(result, { _id: previous._id, _type: previous._type, _updatedAt: now, _rev: newRev() });
    documents.set(previous._id, result);
    return { id: previous._id, operation: "update", previous, result };
  }
  if (kind === "delete") {
    if (typeof body?.id !== "string") throw new MutationError("delete.id must be a string");
    const previous = documents.get(body.id);
    documents.delete(body.id);
    return { id: body.id, operation: "delete", previous, result: undefined };
  }
  throw new MutationError(`Unsupported mutation type "${kind}" (this local API supports createOrReplace, patch with set, delete)`);
}

/**
 * Applies a transaction all or nothing: on a malformed mutation the dataset is left as it was.
 * Returns the transaction id and each changed document's outcome.
 */
export function applyTransaction(documents, mutations) {
  if (!Array.isArray(mutations) || mutations.length === 0) throw new MutationError("Body must be { mutations: [...] } with at least one mutation");
  const staged = new Map(documents);
  const now = new Date().toISOString();
  const outcomes = mutations.map((mutation) => applyOne(staged, mutation, now));
  documents.clear();
  for (const [id, doc] of staged) documents.set(id, doc);
  return { transactionId: newRev(), timestamp: now, outcomes };
}

/** The `mutation` event the listen endpoint sends for one outcome. */
export function mutationEvent({ transactionId, timestamp }, outcome, mutation) {
  const transition = outcome.result === undefined ? "disappear" : outcome.previous ? "update" : "appear";
  return {
    type: "mutation",
    eventId: `${transactionId}#${outcome.id}`,
    documentId: outcome.id,
    transactionId,
    transition,
    identity: "p-local-editor",
    mutations: [mutation],
    previousRev: outcome.previous?._rev,
    resultRev: outcome.result?._rev,
    result: outcome.result,
    timestamp,
    visibility: "query",
    effects: undefined,
  };
}
