// The spreadsheet webhook the browser tests' backend forwards leads to (SHEETS_WEBHOOK_URL):
// POST stores the row, GET /received answers every row received so far with the time it came.
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
        received.push({ at: Date.now(), row: JSON.parse(body) });
        res.writeHead(200).end("ok");
      } catch {
        res.writeHead(400).end("not json");
      }
    });
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}
