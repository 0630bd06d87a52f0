import type { Page, Route } from "playwright-core";

import { scriptLeadsRoute } from "../../src/config/backend";
import { backendUrl } from "./local-backend";

export interface ReceivedLead {
  name: string | undefined;
  email: string | undefined;
  source: string | undefined;
}

/** Where the built site posts script leads: send-to-sheets' /script-leads route on the local backend the browser tests run. */
export const scriptLeadsEndpoint = (): string => `${backendUrl()}${scriptLeadsRoute}`;

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
 * Watches the page's POSTs on their way to the real collector (the local backend), and
 * can hold them: `hold()` keeps each request from reaching the collector until
 * `release()`, so a test can check that the copy or download does not wait for the lead.
 */
export class ScriptLeadCollector {
  readonly leads: ReceivedLead[] = [];
  private held = false;
  private waiting: Array<() => void> = [];
  private listeners: Array<() => void> = [];

  async attach(page: Page): Promise<void> {
    await page.route(scriptLeadsEndpoint(), async (route: Route) => {
      this.receive(route.request().postData() ?? "");
      if (this.held) await new Promise<void>((resolve) => this.waiting.push(resolve));
      await route.continue().catch(() => undefined);
    });
  }

  hold(): void {
    this.held = true;
  }

  release(): void {
    this.held = false;
    this.waiting.splice(0).forEach((resume) => resume());
  }

  reset(): void {
    this.release();
    this.leads.length = 0;
  }

  /** Resolves once `count` leads have been sent. */
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

  private receive(body: string): void {
    this.leads.push(toLead(body));
    this.listeners.splice(0).forEach((notify) => notify());
  }
}
