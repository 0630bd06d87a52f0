// The delivery protocol both ends share (docs/lead-forwarding.md, "The delivery protocol"): each
// delivery is one lead as JSON, named by its lead_id, created_at and kind, and the sheet's answer
// counts only when it says it took this lead: a 2xx whose JSON body has "ok": true and this
// delivery's lead_id. Anything else, an HTML error page with 200, "ok": false, an answer naming no
// lead (a redirect turned the POST into a GET, and doGet answered), a timeout, is a failed attempt
// whose reason is stored; the lead is sent again after its delay, and the receiver
// (supabase/sheets-receiver/Code.gs) skips a lead_id it already has.
import type { LeadKind } from "../_shared/lead-fields.ts";
import type { ClaimedLead } from "./lead-store.ts";
import { safeCells } from "./safe-cells.ts";

/** The kind's fields (as text), then what names and times this attempt. */
export type Delivery = Record<string, string | number> & {
  lead_id: string;
  created_at: string;
  kind: LeadKind;
  attempt: number;
  sent_at: string;
};

/** What the sheet gets for one attempt: the same lead_id, kind and created_at on every attempt. */
export function deliveryOf(claimed: ClaimedLead, sentAt = new Date()): Delivery {
  return {
    ...safeCells(claimed.lead),
    lead_id: claimed.id,
    created_at: claimed.createdAt,
    kind: claimed.kind,
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
  if (answeredFor === undefined || answeredFor === null || answeredFor === "")
    return `answered "ok": true without this delivery's lead_id, so it does not say it took this lead`;
  if (String(answeredFor).toLowerCase() !== leadId.toLowerCase()) {
    return `answered "ok": true for another lead_id, not this one`;
  }
  return null;
}

/** Whether the answer's JSON names this lead: only the web app's doPost does. */
function namesLead(text: string, leadId: string): boolean {
  try {
    const answer = JSON.parse(text) as unknown;
    return (
      answer !== null &&
      typeof answer === "object" &&
      String((answer as Record<string, unknown>).lead_id ?? "").toLowerCase() === leadId.toLowerCase()
    );
  } catch {
    return false;
  }
}

/** A URL as the reason may show it: never its query, which holds the receiver's secret. */
const shown = (url: URL): string => `${url.protocol}//${url.host}${url.pathname.slice(0, 120)}`;

const redirects = [301, 302, 303, 307, 308];
/** The redirects that turn a POST into a GET (the Fetch standard); 307 and 308 keep the POST. */
const turnsIntoGet = [301, 302, 303];
const maxRedirects = 5;

/** The first redirect that turned the POST into a GET: where it came from and where it sent the request. */
interface TurnedIntoGet {
  status: number;
  to: URL;
}

function redirectReason({ status, to }: TurnedIntoGet): string {
  return (
    `answered ${status}, a redirect (to ${shown(to)}) that turned the POST into a GET, so the web app never got ` +
    `the lead and its answer names none: set SHEETS_WEBHOOK_URL to the web app's /exec URL itself, over https`
  );
}

/**
 * Posts one delivery; the reason it failed (to follow "The sheets webhook "), or null when the sheet
 * took it. Redirects are followed here, one by one, as fetch would (301, 302 and 303 turn the POST
 * into a GET, 307 and 308 keep it), so the reason can say which one lost the POST. Apps Script's own
 * 302, after doPost ran, leads to a page serving doPost's answer, which names the lead: that counts.
 */
export async function deliver(webhookUrl: string, delivery: Delivery, timeoutMs: number): Promise<string | null> {
  const signal = AbortSignal.timeout(timeoutMs);
  const body = JSON.stringify(delivery);
  let url = new URL(webhookUrl);
  let method: "POST" | "GET" = "POST";
  let turned: TurnedIntoGet | null = null;
  try {
    for (let hop = 0; ; hop++) {
      const response = await fetch(url, {
        method,
        ...(method === "POST" ? { headers: { "Content-Type": "application/json" }, body } : {}),
        redirect: "manual",
        signal,
      });
      const location = response.headers.get("location");
      if (redirects.includes(response.status) && location) {
        await response.body?.cancel();
        if (hop >= maxRedirects) return `redirected more than ${maxRedirects} times`;
        const next = new URL(location, url);
        if (method === "POST" && turnsIntoGet.includes(response.status)) {
          turned = { status: response.status, to: next };
          method = "GET";
        }
        url = next;
        continue;
      }
      const text = await readAnswer(response);
      const refusal = refusalOf(response.status, response.headers.get("content-type") ?? "", text, delivery.lead_id);
      return refusal && turned && !namesLead(text, delivery.lead_id) ? redirectReason(turned) : refusal;
    }
  } catch (error) {
    return error instanceof DOMException && error.name === "TimeoutError"
      ? `timed out after ${timeoutMs / 1000} s`
      : "could not be reached";
  }
}
