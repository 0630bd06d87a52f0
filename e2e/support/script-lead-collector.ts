import { createServer, type Server } from "node:http";

import type { Page, Route } from "playwright-core";

import { scriptLeadsEndpoint } from "../../src/config/script-leads";

export interface ReceivedLead {
  name: string | undefined;
  email: string | undefined;
  source: string | undefined;
}

/** Reads the named fields of a multipart/form-data body. */
export function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) {
    fields[match[1] ?? ""] = match[2] ?? "";
  }
  return fields;
}

const toLead = (body: string): ReceivedLead => {
  const fields = formFields(body);
  return { name: fields.Name, email: fields.Email, source: fields.Source };
};

/**
 * Stands in for the script-lead collector during browser tests. When the
 * endpoint is the local default and nothing listens on its port, a real HTTP
 * receiver takes the POSTs; otherwise (the project's own collector is up) the
 * test watches the requests through the page and lets them through.
 * `hold()` keeps the collector from answering until `release()`, so a test can
 * check that the copy or download waits for the lead.
 */
export class ScriptLeadCollector {
  readonly leads: ReceivedLead[] = [];
  private server: Server | null = null;
  private held = false;
  private waiting: Array<() => void> = [];
  private listeners: Array<() => void> = [];

  get mode(): "receiver" | "observer" {
    return this.server ? "receiver" : "observer";
  }

  async start(): Promise<void> {
    const url = new URL(scriptLeadsEndpoint);
    if (!["localhost", "127.0.0.1"].includes(url.hostname)) return;
    const server = createServer((request, response) => {
      let body = "";
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => (body += chunk));
      request.on("end", () => {
        const answer = () => {
          response.writeHead(200, { "Access-Control-Allow-Origin": "*", "Content-Type": "text/plain" });
          response.end("ok");
        };
        if (request.method === "POST" && request.url === url.pathname) this.receive(body);
        this.afterRelease(answer);
      });
    });
    const listening = await new Promise<boolean>((resolve) => {
      server.once("error", () => resolve(false));
      server.listen(Number(url.port), () => resolve(true));
    });
    if (listening) this.server = server;
  }

  /** In observer mode the page's requests are read on their way to the real collector. */
  async attach(page: Page): Promise<void> {
    if (this.server) return;
    await page.route(scriptLeadsEndpoint, async (route: Route) => {
      this.receive(route.request().postData() ?? "");
      await new Promise<void>((resolve) => this.afterRelease(resolve));
      await route.continue().catch(() => undefined);
    });
  }

  hold(): void {
    this.held = true;
  }

  release(): void {
    this.held = false;
    this.waiting.splice(0).forEach((answer) => answer());
  }

  reset(): void {
    this.release();
    this.leads.length = 0;
  }

  /** Resolves once `count` leads have arrived. */
  async received(count = 1, timeoutMs = 10000): Promise<ReceivedLead[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.leads.length < count) {
      if (Date.now() > deadline) throw new Error(`The collector got ${this.leads.length} lead(s), expected ${count}.`);
      await new Promise<void>((resolve) => {
        this.listeners.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return this.leads.slice(0, count);
  }

  async stop(): Promise<void> {
    this.release();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private receive(body: string): void {
    this.leads.push(toLead(body));
    this.listeners.splice(0).forEach((notify) => notify());
  }

  private afterRelease(answer: () => void): void {
    if (this.held) this.waiting.push(answer);
    else answer();
  }
}
