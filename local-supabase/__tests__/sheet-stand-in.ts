// The owner's spreadsheet web app as the backend tests meet it: a real HTTP server speaking the
// delivery protocol (docs/lead-forwarding.md) as supabase/sheets-receiver/Code.gs does, answering
// {"ok": true, "lead_id", "duplicate"} after `delayMs`, or, as a failing sheet does, Google's HTML
// error page with 200 (answer "html") or a status (answer 503). It records every delivery, so a
// test sees a lead sent twice even though a repeat is answered `duplicate: true`.
import http from "node:http";
import type { AddressInfo } from "node:net";

/** What send-to-sheets delivers (docs/lead-forwarding.md): the lead's fields, its id and time, the attempt. */
export interface Delivered {
  lead_id: string;
  created_at: string;
  attempt: number;
  [field: string]: unknown;
}

/** "ok" (the receiver's answer), "html" (Apps Script's error page, status 200) or an HTTP status. */
export type SheetAnswer = "ok" | "html" | number;

export interface Delivery {
  at: number;
  realAt: number;
  body: Delivered;
  answer: SheetAnswer | "duplicate";
}

export interface SheetStandIn {
  answer: SheetAnswer;
  delayMs: number;
  deliveries: Delivery[];
  rows: ({ at: number } & Delivered)[];
  takenDeliveries: (id: string) => Delivery[];
  deliveriesOf: (id: string) => Delivery[];
  url: string;
  close: () => Promise<void>;
}

const errorPage = `<!DOCTYPE html><html><head><title>Error</title></head><body><div>TypeError: Cannot read properties of null (reading 'appendRow') (line 12, file "Code")</div></body></html>`;

/** startSheetStandIn({ clock }) → sheet; clock: () => ms, the time recorded with each delivery (a test's moved clock). */
export async function startSheetStandIn({
  clock = () => Date.now(),
}: { clock?: () => number } = {}): Promise<SheetStandIn> {
  const taken = new Set<string>();
  const sheet: SheetStandIn = {
    /** "ok" (the receiver's answer), "html" (Apps Script's error page, status 200) or an HTTP status. */
    answer: "ok",
    delayMs: 0,
    /** Every delivery: { at, realAt, body, answer: "ok" | "duplicate" | "html" | status }. */
    deliveries: [],
    /** The rows appended: one per lead_id, as the receiver keeps them. */
    rows: [],
    /** Deliveries of this lead (by lead_id) the sheet answered ok: true; more than one means it was sent again after the sheet took it. */
    takenDeliveries: (id) =>
      sheet.deliveries.filter(
        (delivery) => delivery.body.lead_id === id && (delivery.answer === "ok" || delivery.answer === "duplicate"),
      ),
    deliveriesOf: (id) => sheet.deliveries.filter((delivery) => delivery.body.lead_id === id),
    url: "",
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString()));
    req.on("end", () => {
      const answer = sheet.answer;
      const delivery: Delivery = { at: clock(), realAt: Date.now(), body: JSON.parse(text) as Delivered, answer };
      sheet.deliveries.push(delivery);
      setTimeout(() => {
        if (answer === "html") return res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(errorPage);
        if (answer !== "ok") return res.writeHead(answer, { "Content-Type": "text/plain" }).end("Service unavailable");
        const id = delivery.body.lead_id;
        const duplicate = taken.has(id);
        if (duplicate) delivery.answer = "duplicate";
        else {
          taken.add(id);
          sheet.rows.push({ at: clock(), ...delivery.body });
        }
        res
          .writeHead(200, { "Content-Type": "application/json" })
          .end(JSON.stringify({ ok: true, lead_id: id, duplicate }));
      }, sheet.delayMs);
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  sheet.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/exec`;
  return sheet;
}
