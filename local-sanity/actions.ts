// The Actions API (data/actions), which Studio uses to edit, publish, unpublish, discard and
// delete: each action becomes the mutations Content Lake performs for it, and the actions of one
// request are one transaction. An action sees what the actions before it in the request did.
import { MutationError, applyTransaction, newTransactionId } from "./mutations.mjs";
import { publishedIdOf } from "./perspectives.mjs";

/** A refused action, with the API's body ({ error: { type: "actionError", items } }). */
export class ActionError extends Error {
  constructor(statusCode, items) {
    const description = items.length === 1 ? `Action failed: ${items[0].error.description}` : `Action(s) failed with ${items.length} error(s)`;
    super(description);
    this.statusCode = statusCode;
    this.body = { error: { description, items, type: "actionError" } };
  }
}

class Refusal extends Error {
  constructor(statusCode, type, description) {
    super(description);
    this.statusCode = statusCode;
    this.type = type;
  }
}

const invalid = (description) => new Refusal(400, "validationError", description);
const missing = (id) => new Refusal(409, "documentNotFoundError", `Document "${id}" does not exist`);
/** What a draft or published copy keeps of the document it is made from. */
const copyOf = (doc, _id) => {
  const { _rev: _ignoredRev, _updatedAt: _ignoredUpdatedAt, _originalId: _ignoredOriginal, ...rest } = doc;
  return { ...rest, _id };
};

function idPair(action, versionKey = "draftId") {
  const { publishedId } = action;
  const otherId = action[versionKey];
  if (typeof publishedId !== "string" || publishedId.includes(".")) throw invalid(`publishedId must be a published document id, not ${JSON.stringify(publishedId)}`);
  if (otherId !== undefined && (typeof otherId !== "string" || publishedIdOf(otherId) !== publishedId || otherId === publishedId)) {
    throw invalid(`${versionKey} ${JSON.stringify(otherId)} is not a draft or version of "${publishedId}"`);
  }
  return { publishedId, draftId: otherId ?? `drafts.${publishedId}` };
}

const revisionCheck = (doc, expected, what) => {
  if (typeof expected === "string" && doc?._rev !== expected) throw new Refusal(409, "documentRevisionIDDoesNotMatchError", `${what} "${doc?._id}" has unexpected revision ID ("${doc?._rev}"), expected "${expected}"`);
};

/** The mutations one action stands for, given the documents as the transaction has left them so far. */
function mutationsFor(action, view) {
  switch (action?.actionType) {
    case "sanity.action.document.create": {
      const attributes = action.attributes;
      if (!attributes || typeof attributes !== "object") throw invalid("create needs attributes");
      const { publishedId } = idPair(action);
      const targetId = attributes._id ?? `drafts.${publishedId}`;
      if (publishedIdOf(targetId) !== publishedId || targetId === publishedId) throw invalid(`attributes._id ${JSON.stringify(targetId)} is not a draft or version of "${publishedId}"`);
      if (view.has(targetId)) {
        if (action.ifExists === "ignore") return [];
        throw new Refusal(409, "documentAlreadyExistsError", `Document by ID "${targetId}" already exists`);
      }
      return [{ create: { ...attributes, _id: targetId } }];
    }
    case "sanity.action.document.replaceDraft": {
      const { publishedId, draftId } = idPair(action);
      return [{ createOrReplace: { ...action.attributes, _id: draftId, _type: action.attributes?._type ?? view.get(publishedId)?._type } }];
    }
    case "sanity.action.document.edit": {
      const { publishedId, draftId } = idPair(action);
      if (!action.patch || typeof action.patch !== "object") throw invalid("edit needs a patch");
      const base = view.get(draftId) ?? view.get(publishedId);
      if (!base) throw missing(draftId);
      const ensure = view.has(draftId) ? [] : [{ createIfNotExists: copyOf(base, draftId) }];
      return [...ensure, { patch: { ...action.patch, id: draftId } }];
    }
    case "sanity.action.document.publish": {
      const { publishedId, draftId } = idPair(action);
      const draft = view.get(draftId);
      if (!draft) throw missing(draftId);
      revisionCheck(draft, action.ifDraftRevisionId, "Draft");
      revisionCheck(view.get(publishedId), action.ifPublishedRevisionId, "Document");
      return [{ createOrReplace: copyOf(draft, publishedId) }, { delete: { id: draftId } }];
    }
    case "sanity.action.document.unpublish": {
      const { publishedId, draftId } = idPair(action);
      const published = view.get(publishedId);
      if (!published) throw missing(publishedId);
      return [...(view.has(draftId) ? [] : [{ createIfNotExists: copyOf(published, draftId) }]), { delete: { id: publishedId } }];
    }
    case "sanity.action.document.discard":
    case "sanity.action.document.version.discard": {
      const id = action.draftId ?? action.versionId;
      if (typeof id !== "string" || !id.includes(".")) throw invalid("discard needs the id of a draft or version");
      if (!view.has(id)) throw missing(id);
      return [{ delete: { id } }];
    }
    case "sanity.action.document.delete": {
      const { publishedId } = idPair(action);
      const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts : [];
      for (const id of drafts) idPair({ publishedId, draftId: id });
      const ids = [publishedId, ...drafts].filter((id) => view.has(id));
      if (ids.length === 0) throw missing(publishedId);
      return ids.map((id) => ({ delete: { id } }));
    }
    case "sanity.action.document.version.create": {
      const document = action.document ?? (typeof action.baseId === "string" && view.has(action.baseId) ? copyOf(view.get(action.baseId), action.versionId) : null);
      if (!document) throw missing(action.baseId ?? "document");
      idPair({ publishedId: action.publishedId, versionId: document._id }, "versionId");
      if (action.baseId) revisionCheck(view.get(action.baseId), action.ifBaseRevisionId, "Document");
      return [{ create: document }];
    }
    case "sanity.action.document.version.replace":
      idPair({ publishedId: publishedIdOf(String(action.document?._id)), versionId: action.document?._id }, "versionId");
      return [{ createOrReplace: action.document }];
    default:
      throw invalid(`Unsupported action type ${JSON.stringify(action?.actionType)}; this local API supports the document actions create, replaceDraft, edit, publish, unpublish, discard, delete and version create, replace and discard`);
  }
}

/** Runs { actions, transactionId?, dryRun? } as one transaction; resolves as applyTransaction does. */
export async function applyActions(documents, body, context) {
  const actions = body?.actions;
  if (!Array.isArray(actions) || actions.length === 0) throw new ActionError(400, [{ error: { description: "Body must be { actions: [...] } with at least one action", type: "validationError" }, index: 0 }]);
  const transactionId = context.transactionId ?? newTransactionId();
  const view = new Map(documents);
  const mutations = [];
  for (const [index, action] of actions.entries()) {
    try {
      const own = mutationsFor(action, view);
      if (own.length > 0) await applyTransaction(view, own, { ...context, transactionId });
      mutations.push(...own);
    } catch (error) {
      if (error instanceof Refusal) throw new ActionError(error.statusCode, [{ error: { description: error.message, type: error.type }, index }]);
      if (error instanceof MutationError) throw new ActionError(error.statusCode, error.body.error.items.map((item) => ({ ...item, index })));
      throw error;
    }
  }
  if (body.dryRun === true || mutations.length === 0) return { transactionId, timestamp: new Date().toISOString(), results: [], changes: [] };
  return applyTransaction(documents, mutations, { ...context, transactionId });
}
