// A refused transaction as the API answers it, for the mutate endpoint and the Actions API alike:
// { error: { description, items, type: "mutationError" | "actionError" } }, each item naming the
// failed mutation or action by its index in the request.

/** One failed mutation or action as the API lists it under error.items. */
export interface ErrorItem {
  error: { description: string; type: string; [detail: string]: unknown };
  index?: number;
}

export type TransactionKind = "mutation" | "action";

const nameOf: Record<TransactionKind, string> = { mutation: "Mutation", action: "Action" };

export class TransactionError extends Error {
  readonly kind: TransactionKind;
  readonly statusCode: number;
  readonly body: { error: { description: string; items: ErrorItem[]; type: `${TransactionKind}Error` } };
  constructor(kind: TransactionKind, statusCode: number, items: ErrorItem[]) {
    const [only] = items;
    const description =
      items.length === 1 && only
        ? `${nameOf[kind]} failed: ${only.error.description}`
        : `${nameOf[kind]}(s) failed with ${items.length} error(s)`;
    super(description);
    this.kind = kind;
    this.statusCode = statusCode;
    this.body = { error: { description, items, type: `${kind}Error` } };
  }
}
