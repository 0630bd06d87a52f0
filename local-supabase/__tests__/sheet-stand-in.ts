// The owner's spreadsheet web app as the backend tests meet it: a real HTTP server speaking the
// delivery protocol (docs/lead-forwarding.md) as supabase/sheets-receiver/Code.gs does, answering
// {"ok": true, "lead_id", "duplicate"} after `delayMs`, or, as a failing sheet does, Google's HTML
// error page with 200 (answer "html"), the receiver's refusal (answer "refused": "ok": false, as with
// a wrong secret) or a status (answer 503). It records every delivery, so a test sees a lead sent
// twice even though a repeat is answered `duplicate: true`. In front of it, as an owner's setup may
// put it: a redirect (`redirect`: 301 … 308 from /exec to /exec/moved), and Apps Script's own way of
// answering (`appsScript`: the POST taken, then a 302 to a page serving the answer). A GET is
// answered as the shipped receiver's doGet answered before it stopped claiming "ok": true.
import http from "node:http";
import type { AddressInfo } from "node:net";

/** What send-to-sheets delivers (docs/lead-forwarding.md): the lead's fields, its id and time, the attempt. */
export interface Delivered {
  lead_id: string;
  created_at: string;
  attempt: number;
  [field: string]: unknown;
}

/** "ok" (the receiver's answer), "html" (Apps Script's error page, status 200), "refused" ("ok": false) or an HTTP status. */
export type SheetAnswer = "ok" | "html" | "refused" | number;

export interface Delivery {
  at: number;
  realAt: number;
  body: Delivered;
  answer: SheetAnswer | "duplicate";
}

export interface SheetStandIn {
  answer: SheetAnswer;
  delayMs: number;
  /** A redirect in front of the web app (/exec → /exec/moved), or null. */
  redirect: 301 | 302 | 303 | 307 | 308 | null;
  /** Answer as Apps Script does: the POST taken, then a 302 to a page serving the answer. */
  appsScript: boolean;
  /** GETs that reached the web app (doGet). */
  gets: number;
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
    redirect: null,
    appsScript: false,
    gets: 0,
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
  /** The answers Apps Script serves after its 302, by page. */
  const echoes = new Map<string, { status: number; type: string; body: string }>();
  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString()));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0];
      if (path === "/exec" && sheet.redirect !== null)
        return res.writeHead(sheet.redirect, { Location: "/exec/moved?secret=s" }).end();
      const echo = echoes.get(path ?? "");
      if (req.method === "GET" && echo) return res.writeHead(echo.status, { "Content-Type": echo.type }).end(echo.body);
      if (req.method === "GET") {
        sheet.gets += 1;
        return res
          .writeHead(200, { "Content-Type": "application/json" })
          .end(JSON.stringify({ ok: true, receiver: "leads" }));
      }
      const reply = (status: number, type: string, body: string) => {
        if (!sheet.appsScript) return res.writeHead(status, { "Content-Type": type }).end(body);
        const page = `/echo/${echoes.size + 1}`;
        echoes.set(page, { status, type, body });
        res.writeHead(302, { Location: page }).end();
      };
      const answer = sheet.answer;
      const delivery: Delivery = { at: clock(), realAt: Date.now(), body: JSON.parse(text) as Delivered, answer };
      sheet.deliveries.push(delivery);
      setTimeout(() => {
        if (answer === "html") return reply(200, "text/html; charset=utf-8", errorPage);
        if (answer === "refused")
          return reply(
            200,
            "application/json",
            JSON.stringify({ ok: false, error: "Wrong or missing secret in the URL." }),
          );
        if (answer !== "ok") return res.writeHead(answer, { "Content-Type": "text/plain" }).end("Service unavailable");
        const id = delivery.body.lead_id;
        const duplicate = taken.has(id);
        if (duplicate) delivery.answer = "duplicate";
        else {
          taken.add(id);
          sheet.rows.push({ at: clock(), ...delivery.body });
        }
        reply(200, "application/json", JSON.stringify({ ok: true, lead_id: id, duplicate }));
      }, sheet.delayMs);
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  sheet.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/exec`;
  return sheet;
}
