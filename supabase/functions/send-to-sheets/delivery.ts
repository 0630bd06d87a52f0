// The delivery protocol both ends share (docs/lead-forwarding.md, "The delivery protocol"): each
// delivery is one lead as JSON, named by its lead_id and created_at, and the sheet's answer counts
// only when it says it took the lead, a 2xx whose JSON body has "ok": true (and, if it names a
// lead_id, this one). Anything else, an HTML error page with 200, "ok": false, no JSON, a timeout,
// is a failed attempt whose reason is stored; the lead is sent again after the backoff, and the
// receiver (supabase/sheets-receiver/Code.gs) skips a lead_id it already has.
import type { ClaimedLead, SheetLead } from "./lead-store.ts";
import { safeCells } from "./safe-cells.ts";

export type Delivery = SheetLead & { lead_id: string; created_at: string; attempt: number; sent_at: string };

/** What the sheet gets for one attempt: the same lead_id and created_at on every attempt. */
export function deliveryOf(claimed: ClaimedLead, sentAt = new Date()): Delivery {
  return {
    lead_id: claimed.id,
    created_at: claimed.createdAt,
    ...safeCells(claimed.lead),
    attempt: claimed.attempt,
    sent_at: sentAt.toISOString(),
  };
}

/** More than any receiver's answer needs; an error page beyond this is not read to its end. */
const maxAnswerBytes = 64 * 1024;

async function readAnswer(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < maxAnswerBytes) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => {});
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return new TextDecoder().decode(bytes.subarray(0, Math.min(size, maxAnswerBytes)));
}

/** Why an answer does not say the sheet took this lead, or null when it does. */
export function refusalOf(status: number, contentType: string, text: string, leadId: string): string | null {
  if (status < 200 || status > 299) return `answered ${status}`;
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    const html = /html/i.test(contentType) || /^\s*</.test(text);
    // Apps Script answers 200 with an HTML page when the script throws (a renamed tab, a quota).
    return html
      ? `answered ${status} with an HTML page, not {"ok": true}: has the script failed? (its Executions page says why)`
      : `answered ${status} without JSON, not {"ok": true}`;
  }
  if (answer === null || typeof answer !== "object" || Array.isArray(answer))
    return `answered ${status} with JSON that is not {"ok": true}`;
  const { ok, error, lead_id: answeredFor } = answer as Record<string, unknown>;
  if (ok !== true) {
    const why = typeof error === "string" && error.trim() ? ` (${error.trim().slice(0, 200)})` : "";
    return `answered "ok": ${JSON.stringify(ok ?? null)}${why}`;
  }
  if (answeredFor !== undefined && String(answeredFor).toLowerCase() !== leadId.toLowerCase()) {
    return `answered "ok": true for another lead_id, not this one`;
  }
  return null;
}

/** Posts one delivery; the reason it failed (to follow "The sheets webhook "), or null when the sheet took it. */
export async function deliver(webhookUrl: string, delivery: Delivery, timeoutMs: number): Promise<string | null> {
  try {
    // Apps Script answers a POST with a 302 to the result, which fetch follows (as a GET).
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(delivery),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await readAnswer(response);
    return refusalOf(response.status, response.headers.get("content-type") ?? "", text, delivery.lead_id);
  } catch (error) {
    return error instanceof DOMException && error.name === "TimeoutError"
      ? `timed out after ${timeoutMs / 1000} s`
      : "could not be reached";
  }
}
