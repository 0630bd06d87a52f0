/** What the browser tests' spreadsheet webhook received (e2e/support/sheet-webhook-listener.mjs). */

export interface SheetRow {
  /** When the row arrived (ms since the epoch). */
  at: number;
  row: Record<string, string>;
}

function listenerUrl(): string {
  const url = process.env.E2E_SHEET_WEBHOOK_URL;
  if (!url) throw new Error("E2E_SHEET_WEBHOOK_URL is not set; run browser tests through jest.e2e.config.js.");
  return url;
}

/** The rows the webhook received for this email. */
export async function sheetRowsFor(email: string): Promise<SheetRow[]> {
  const rows = (await (await fetch(`${listenerUrl()}/received`)).json()) as SheetRow[];
  return rows.filter(({ row }) => row.email === email);
}

/** Waits until a row for this email has arrived (or the time is up); the rows then. */
export async function waitForSheetRows(email: string, timeoutMs: number): Promise<SheetRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await sheetRowsFor(email);
    if (rows.length > 0 || Date.now() > deadline) return rows;
    await new Promise((done) => setTimeout(done, 250));
  }
}
