// The Actions API (data/actions), which Studio uses to edit, publish, unpublish, discard and
// delete: each action becomes the mutations Content Lake performs for it, and the actions of one
// request are one transaction. An action sees what the actions before it in the request did.
import { isRecord } from "./http.ts";
import { type ErrorItem, MutationError, applyTransaction, newTransactionId } from "./mutations.ts";
import { publishedIdOf } from "./perspectives.ts";
import type { Documents, MutationBody, SanityDocument, Transaction, WriteContext } from "./types.ts";

/** A refused action, with the API's body ({ error: { type: "actionError", items } }). */
export class ActionError extends Error {
  readonly statusCode: number;
  readonly body: { error: { description: string; items: ErrorItem[]; type: "actionError" } };
  constructor(statusCode: number, items: ErrorItem[]) {
    const [only] = items;
    const description =
      items.length === 1 && only
        ? `Action failed: ${only.error.description}`
        : `Action(s) failed with ${items.length} error(s)`;
    super(description);
    this.statusCode = statusCode;
    this.body = { error: { description, items, type: "actionError" } };
  }
}

class Refusal extends Error {
  readonly statusCode: number;
  readonly type: string;
  constructor(statusCode: number, type: string, description: string) {
    super(description);
    this.statusCode = statusCode;
    this.type = type;
  }
}

const invalid = (description: string) => new Refusal(400, "validationError", description);
const missing = (id: unknown) => new Refusal(409, "documentNotFoundError", `Document "${String(id)}" does not exist`);
/** What a draft or published copy keeps of the document it is made from. */
const copyOf = (doc: SanityDocument, _id: string): SanityDocument => {
  const { _rev: _ignoredRev, _updatedAt: _ignoredUpdatedAt, _originalId: _ignoredOriginal, ...rest } = doc;
  return { ...rest, _id };
};

/** An action as sent: its fields are checked where each action type reads them. */
type Action = Record<string, unknown>;

function idPair(
  action: Action,
  versionKey: "draftId" | "versionId" = "draftId",
): { publishedId: string; draftId: string } {
  const { publishedId } = action;
  const otherId = action[versionKey];
  if (typeof publishedId !== "string" || publishedId.includes("."))
    throw invalid(`publishedId must be a published document id, not ${JSON.stringify(publishedId)}`);
  if (
    otherId !== undefined &&
    (typeof otherId !== "string" || publishedIdOf(otherId) !== publishedId || otherId === publishedId)
  ) {
    throw invalid(`${versionKey} ${JSON.stringify(otherId)} is not a draft or version of "${publishedId}"`);
  }
  return { publishedId, draftId: otherId ?? `drafts.${publishedId}` };
}

const revisionCheck = (doc: SanityDocument | undefined, expected: unknown, what: string) => {
  if (typeof expected === "string" && doc?._rev !== expected)
    throw new Refusal(
      409,
      "documentRevisionIDDoesNotMatchError",
      `${what} "${doc?._id}" has unexpected revision ID ("${doc?._rev}"), expected "${expected}"`,
    );
};

/** The mutations one action stands for, given the documents as the transaction has left them so far. */
function mutationsFor(action: Action, view: Documents): MutationBody[] {
  switch (action.actionType) {
    case "sanity.action.document.create": {
      if (!action.attributes || typeof action.attributes !== "object") throw invalid("create needs attributes");
      const attributes = action.attributes as Record<string, unknown>;
      const { publishedId } = idPair(action);
      const targetId = attributes._id ?? `drafts.${publishedId}`;
      if (typeof targetId !== "string")
        throw invalid(`attributes._id ${JSON.stringify(targetId)} is not a draft or version of "${publishedId}"`);
      if (publishedIdOf(targetId) !== publishedId || targetId === publishedId)
        throw invalid(`attributes._id ${JSON.stringify(targetId)} is not a draft or version of "${publishedId}"`);
      if (view.has(targetId)) {
        if (action.ifExists === "ignore") return [];
        throw new Refusal(409, "documentAlreadyExistsError", `Document by ID "${targetId}" already exists`);
      }
      return [{ create: { ...attributes, _id: targetId } }];
    }
    case "sanity.action.document.replaceDraft": {
      const { publishedId, draftId } = idPair(action);
      const attributes = isRecord(action.attributes) ? action.attributes : {};
      return [
        { createOrReplace: { ...attributes, _id: draftId, _type: attributes._type ?? view.get(publishedId)?._type } },
      ];
    }
    case "sanity.action.document.edit": {
      const { publishedId, draftId } = idPair(action);
      if (!action.patch || typeof action.patch !== "object") throw invalid("edit needs a patch");
      const patch = action.patch as Record<string, unknown>;
      const base = view.get(draftId) ?? view.get(publishedId);
      if (!base) throw missing(draftId);
      const ensure = view.has(draftId) ? [] : [{ createIfNotExists: copyOf(base, draftId) }];
      return [...ensure, { patch: { ...patch, id: draftId } }];
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
      return [
        ...(view.has(draftId) ? [] : [{ createIfNotExists: copyOf(published, draftId) }]),
        { delete: { id: publishedId } },
      ];
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
      const drafts: unknown[] = Array.isArray(action.includeDrafts) ? action.includeDrafts : [];
      for (const id of drafts) idPair({ publishedId, draftId: id });
      // Each of them is a draft id of publishedId by now (idPair refuses anything else).
      const ids = [publishedId, ...drafts].filter((id): id is string => typeof id === "string" && view.has(id));
      if (ids.length === 0) throw missing(publishedId);
      return ids.map((id) => ({ delete: { id } }));
    }
    case "sanity.action.document.version.create": {
      const base = typeof action.baseId === "string" ? view.get(action.baseId) : undefined;
      const document = action.document ?? (base ? copyOf(base, action.versionId as string) : null);
      if (!document) throw missing(action.baseId ?? "document");
      idPair(
        { publishedId: action.publishedId, versionId: isRecord(document) ? document._id : undefined },
        "versionId",
      );
      if (action.baseId) revisionCheck(base, action.ifBaseRevisionId, "Document");
      return [{ create: document }];
    }
    case "sanity.action.document.version.replace": {
      const id = isRecord(action.document) ? action.document._id : undefined;
      idPair({ publishedId: publishedIdOf(String(id)), versionId: id }, "versionId");
      return [{ createOrReplace: action.document }];
    }
    default:
      throw invalid(
        `Unsupported action type ${JSON.stringify(action.actionType)}; this local API supports the document actions create, replaceDraft, edit, publish, unpublish, discard, delete and version create, replace and discard`,
      );
  }
}

/** Runs { actions, transactionId?, dryRun? } as one transaction; resolves as applyTransaction does. */
export async function applyActions(
  documents: Documents,
  body: Record<string, unknown>,
  context: WriteContext,
): Promise<Transaction> {
  const actions = body.actions;
  if (!Array.isArray(actions) || actions.length === 0)
    throw new ActionError(400, [
      {
        error: { description: "Body must be { actions: [...] } with at least one action", type: "validationError" },
        index: 0,
      },
    ]);
  const transactionId = context.transactionId ?? newTransactionId();
  const view = new Map(documents);
  const mutations: MutationBody[] = [];
  for (const [index, action] of (actions as unknown[]).entries()) {
    try {
      const own = mutationsFor(isRecord(action) ? action : {}, view);
      if (own.length > 0) await applyTransaction(view, own, { ...context, transactionId });
      mutations.push(...own);
    } catch (error) {
      if (error instanceof Refusal)
        throw new ActionError(error.statusCode, [{ error: { description: error.message, type: error.type }, index }]);
      if (error instanceof MutationError)
        throw new ActionError(
          error.statusCode,
          error.body.error.items.map((item) => ({ ...item, index })),
        );
      throw error;
    }
  }
  if (body.dryRun === true || mutations.length === 0)
    return { transactionId, timestamp: new Date().toISOString(), results: [], changes: [] };
  return applyTransaction(documents, mutations, { ...context, transactionId });
}
