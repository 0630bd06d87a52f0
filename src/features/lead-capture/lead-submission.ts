/**
 * Saving a lead, idempotently. The client names the lead (a UUID) before the first attempt and
 * keeps that id through retries: a network failure is retried with the same id, and a duplicate-key
 * answer (23505) to a request that may already have arrived counts as stored. So a retry, a double
 * click or a resubmit after a lost response never makes a second row.
 */
import type { LeadAnswers } from "./lead-quiz-questions";

export interface LeadRow extends LeadAnswers {
  id: string;
  name: string;
  whatsapp: string;
  email: string;
  /** The honeypot, sent only when filled: the database records the hit and stores no lead. */
  lead_note?: string;
}

export type LeadValues = Omit<LeadRow, "id">;

export type InsertOutcome =
  | { ok: true }
  /** network: the request may or may not have reached the database. */
  | { ok: false; network: boolean; code: string; message: string };

export type InsertLead = (row: LeadRow) => Promise<InsertOutcome>;

export type SaveResult =
  | { stored: true }
  /** keepId: the outcome is unknown, so the next attempt must reuse the same id. */
  | { stored: false; keepId: boolean };

export const duplicateKey = "23505";
export const retryDelaysMs = [400, 1200] as const;

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

interface SaveOptions {
  alreadySent?: boolean;
  retryDelays?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Tries the insert up to 1 + retryDelays.length times. `alreadySent` says an earlier attempt
 * with this id may have reached the database.
 */
export async function saveLeadIdempotently(
  insert: InsertLead,
  row: LeadRow,
  { alreadySent = false, retryDelays = retryDelaysMs, sleep = wait }: SaveOptions = {},
): Promise<SaveResult> {
  let sent = alreadySent;
  for (let attempt = 0; ; attempt++) {
    const outcome = await insert(row);
    if (outcome.ok) return { stored: true };
    if (outcome.code === duplicateKey && sent) return { stored: true };
    if (!outcome.network) return { stored: false, keepId: false };
    sent = true;
    const delay = retryDelays[attempt];
    if (delay === undefined) return { stored: false, keepId: true };
    await sleep(delay);
  }
}

export function newLeadId(): string {
  return crypto.randomUUID();
}

/** A save in progress: the row it sends, and whether an earlier attempt may have stored it. */
export interface LeadAttempt {
  row: LeadRow;
  sent: boolean;
}

const sameValues = (a: LeadValues, b: LeadValues): boolean =>
  (Object.keys(a) as (keyof LeadValues)[]).every((key) => a[key] === b[key]) &&
  Object.keys(a).length === Object.keys(b).length;

/**
 * The attempt for these values. The earlier attempt's id is reused only for the very same values:
 * a lead whose values changed after a failed save is a new lead, with a new id, so a duplicate-key
 * answer can never stand for a row that holds other values.
 */
export function attemptFor(
  previous: LeadAttempt | null,
  values: LeadValues,
  newId: () => string = newLeadId,
): LeadAttempt {
  if (previous) {
    const { id: _previousId, ...previousValues } = previous.row;
    if (sameValues(previousValues, values)) return previous;
  }
  return { row: { id: newId(), ...values }, sent: false };
}
