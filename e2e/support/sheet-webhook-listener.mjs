// The spreadsheet webhook the browser tests' backend forwards leads to (SHEETS_WEBHOOK_URL):
// POST records the delivery and answers as the owner's receiver does (supabase/sheets-receiver/Code.gs,
// the protocol in docs/lead-forwarding.md): {"ok": true, "lead_id", "duplicate"}. GET /received
// answers every delivery received so far with the time it came (repeats included, so a test sees them).
// A lead whose email holds "+slow-sheet" is answered 8 s later, as a cold spreadsheet web app
// answers: per lead, so the tests running beside it meet a prompt sheet.
// global-setup starts it before the backend; tests read it over HTTP (e2e/support/sheet-webhook.ts).
import http from "node:http";

export async function startSheetWebhookListener() {
  const received = [];
  const server = http.createServer((req, res) => {
    if (req.method === "GET" && req.url === "/received") {
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(JSON.stringify(received));
    }
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      try {
        const row = JSON.parse(body);
        const duplicate = received.some((earlier) => earlier.row.lead_id === row.lead_id);
        received.push({ at: Date.now(), row });
        const delayMs = String(row.email ?? "").includes("+slow-sheet") ? 8000 : 0;
        setTimeout(() => {
          res
            .writeHead(200, { "Content-Type": "application/json" })
            .end(JSON.stringify({ ok: true, lead_id: row.lead_id, duplicate }));
        }, delayMs);
      } catch {
        res.writeHead(400).end("not json");
      }
    });
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}
