// The owner's Apps Script (../Code.gs) run in Node: its functions are loaded in a vm context whose
// SpreadsheetApp, LockService, ContentService and PropertiesService are small stand-ins that
// behave as Google's do for the calls the script makes (a spreadsheet of rows, a script lock).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, it } from "node:test";
import vm from "node:vm";

const source = readFileSync(resolve(import.meta.dirname, "../Code.gs"), "utf8");
const secret = "owner-secret-for-tests";

type Cell = string | number;
/** The script lock as the stand-ins share it: who holds it, and how long tryLock was asked to wait. */
interface Lock {
  held: boolean;
  waits: number;
}
interface Tab {
  rows: Cell[][];
  getName: () => string;
  getLastRow: () => number;
  setFrozenRows: () => void;
  appendRow: (row: Cell[]) => void;
  getRange: (row: number, column: number, numRows: number, numColumns: number) => { getValues: () => Cell[][] };
}
/** What doPost answers: { ok, lead_id, duplicate } or { ok: false, error }. */
interface ReceiverAnswer {
  ok: boolean;
  lead_id?: string;
  duplicate?: boolean;
  error?: string;
}
interface TextOutput {
  text: string;
  mimeType: string;
  setMimeType(type: string): TextOutput;
}

/** A spreadsheet of tabs, each a list of rows; appendRow refuses to run without the script lock. */
function spreadsheetStandIn(lock: Lock) {
  const tabs = new Map<string, Tab>();
  const tab = (name: string): Tab => {
    const rows: Cell[][] = [];
    return {
      rows,
      getName: () => name,
      getLastRow: () => rows.length,
      setFrozenRows: () => {},
      appendRow(row: Cell[]) {
        if (rows.length > 0 && !lock.held) throw new Error("appendRow without the lock");
        rows.push(Array.from(row)); // an array of this realm, so deepEqual compares values
      },
      getRange(row: number, column: number, numRows: number, numColumns: number) {
        return {
          getValues: () =>
            rows.slice(row - 1, row - 1 + numRows).map((cells) => cells.slice(column - 1, column - 1 + numColumns)),
        };
      },
    };
  };
  return {
    tabs,
    getSheetByName: (name: string): Tab | null => tabs.get(name) ?? null,
    insertSheet(name: string): Tab {
      const created = tab(name);
      tabs.set(name, created);
      return created;
    },
  };
}

/** Loads Code.gs with fresh stand-ins; lockFree: whether tryLock gets the lock. */
function loadReceiver({
  lockFree = true,
  webhookSecret = secret,
}: { lockFree?: boolean; webhookSecret?: string | null } = {}) {
  const lock: Lock = { held: false, waits: 0 };
  const spreadsheet = spreadsheetStandIn(lock);
  let flushes = 0;
  const context = vm.createContext({
    SpreadsheetApp: { getActiveSpreadsheet: () => spreadsheet, flush: () => flushes++ },
    LockService: {
      getScriptLock: () => ({
        tryLock(ms: number) {
          lock.waits = ms;
          if (!lockFree || lock.held) return false;
          lock.held = true;
          return true;
        },
        releaseLock: () => (lock.held = false),
      }),
    },
    ContentService: {
      MimeType: { JSON: "application/json" },
      createTextOutput: (text: string): TextOutput => ({
        text,
        mimeType: "text/plain",
        setMimeType(type: string) {
          this.mimeType = type;
          return this;
        },
      }),
    },
    PropertiesService: {
      getScriptProperties: () => ({
        getProperty: (name: string) => (name === "WEBHOOK_SECRET" ? webhookSecret : null),
      }),
    },
  });
  vm.runInContext(source, context, { filename: "Code.gs" });
  /** A POST as Apps Script hands it to doPost: the query's parameters and the raw body. */
  const doPost = context.doPost as (event: {
    parameter: Record<string, string>;
    postData: { contents: string; type: string };
  }) => TextOutput;
  const post = (body: unknown, parameter: Record<string, string> = { secret }): ReceiverAnswer => {
    const output = doPost({
      parameter,
      postData: { contents: typeof body === "string" ? body : JSON.stringify(body), type: "application/json" },
    });
    assert.equal(output.mimeType, "application/json");
    return JSON.parse(output.text) as ReceiverAnswer;
  };
  const leadRows = () => (spreadsheet.getSheetByName("Leads")?.rows ?? []).slice(1);
  const leadsTab = (): Tab => {
    const leads = spreadsheet.getSheetByName("Leads");
    assert.ok(leads, "the receiver made no Leads tab");
    return leads;
  };
  return { post, leadsTab, leadRows, lock, flushes: () => flushes };
}

const delivery = (overrides: Record<string, unknown> = {}) => ({
  lead_id: "7f3c2a4e-1b2d-4c5e-8f90-123456789abc",
  created_at: "2026-01-05T12:00:00.000Z",
  name: "Maria Souza",
  whatsapp: "(11) 98765-4321",
  email: "maria@example.com",
  investment_type: "bancos_corretoras",
  capital_range: "de_50k_a_250k",
  execution_format: "copytrader",
  understands_discipline: "sim",
  attempt: 1,
  sent_at: "2026-01-05T12:00:01.000Z",
  ...overrides,
});

describe("the owner's Apps Script receiver", () => {
  it("appends a lead once under a header row and answers ok with its id", () => {
    const { post, leadsTab, leadRows, lock, flushes } = loadReceiver();
    assert.deepEqual(post(delivery()), { ok: true, lead_id: delivery().lead_id, duplicate: false });
    const [header = [], row = []] = leadsTab().rows;
    assert.deepEqual(header.slice(0, 2), ["lead_id", "created_at"]);
    assert.deepEqual(row.slice(0, 9), [
      "7f3c2a4e-1b2d-4c5e-8f90-123456789abc",
      "2026-01-05T12:00:00.000Z",
      "Maria Souza",
      "(11) 98765-4321",
      "maria@example.com",
      "bancos_corretoras",
      "de_50k_a_250k",
      "copytrader",
      "sim",
    ]);
    assert.match(String(row[9]), /^\d{4}-\d\d-\d\dT/, "received_at");
    assert.equal(leadRows().length, 1);
    assert.equal(lock.held, false, "the lock is released");
    assert.equal(flushes(), 1, "written before the lock is released");
  });

  it("appends a repeated lead_id once and says it was a duplicate", () => {
    const { post, leadRows } = loadReceiver();
    const first = post(delivery());
    // The same lead again, as a retry after a timeout sends it (a later attempt, another send time).
    const again = post(delivery({ attempt: 2, sent_at: "2026-01-05T12:00:30.000Z" }));
    const upperCase = post(delivery({ lead_id: delivery().lead_id.toUpperCase(), attempt: 3 }));
    assert.equal(first.duplicate, false);
    assert.deepEqual(again, { ok: true, lead_id: delivery().lead_id, duplicate: true });
    assert.equal(upperCase.duplicate, true);
    assert.equal(leadRows().length, 1);
    const other = post(delivery({ lead_id: "0b6f1c7e-2d3a-4b5c-9d8e-abcdef012345", email: "ana@example.com" }));
    assert.deepEqual(other, { ok: true, lead_id: "0b6f1c7e-2d3a-4b5c-9d8e-abcdef012345", duplicate: false });
    assert.equal(leadRows().length, 2);
  });

  it("writes cells a spreadsheet would run as formulas as text", () => {
    const { post, leadRows } = loadReceiver();
    post(
      delivery({
        name: '=HYPERLINK("http://evil.example","Clique")',
        whatsapp: "+55 11 98765-4321",
        email: "@x@example.com",
        execution_format: "-1+2",
        capital_range: "\t=1",
      }),
    );
    const row = leadRows()[0] ?? [];
    assert.equal(row[2], `'=HYPERLINK("http://evil.example","Clique")`);
    assert.equal(row[3], "'+55 11 98765-4321");
    assert.equal(row[4], "'@x@example.com");
    assert.equal(row[6], "'\t=1");
    assert.equal(row[7], "'-1+2");
    // The function already prefixes such values: the receiver does not prefix them twice.
    post(delivery({ lead_id: "0b6f1c7e-2d3a-4b5c-9d8e-abcdef012345", name: "'=1+1" }));
    assert.equal(leadRows()[1]?.[2], "'=1+1");
  });

  it("waits for the lock, and answers ok: false without appending when it cannot get it", () => {
    const { post, leadRows, lock } = loadReceiver({ lockFree: false });
    const answer = post(delivery());
    assert.equal(answer.ok, false);
    assert.match(answer.error ?? "", /lock/);
    assert.ok(lock.waits > 0 && lock.waits < 20000, `waits ${lock.waits} ms, less than the sender's 20 s`);
    assert.equal(leadRows().length, 0);
  });

  it("refuses a delivery without the secret, without a lead_id or that is not JSON, and appends nothing", () => {
    const { post, leadRows } = loadReceiver();
    assert.deepEqual(post(delivery(), {}), { ok: false, error: "Wrong or missing secret in the URL." });
    assert.equal(post(delivery(), { secret: `${secret}x` }).ok, false);
    assert.deepEqual(post("<html>not json</html>"), { ok: false, error: "The body is not JSON." });
    for (const body of [{ ...delivery(), lead_id: undefined }, delivery({ lead_id: "42" }), [delivery()], "null"]) {
      assert.deepEqual(post(body), { ok: false, error: "The body has no lead_id." }, JSON.stringify(body));
    }
    assert.equal(leadRows().length, 0);
    const unset = loadReceiver({ webhookSecret: null });
    assert.match(unset.post(delivery(), { secret: "" }).error ?? "", /WEBHOOK_SECRET/);
  });

  it("answers JSON with ok: false when the spreadsheet fails, never an error page", () => {
    const { post, leadsTab, lock } = loadReceiver();
    post(delivery());
    leadsTab().appendRow = () => {
      throw new Error(
        "This action would increase the number of cells in the workbook above the limit of 10000000 cells.",
      );
    };
    const answer = post(delivery({ lead_id: "0b6f1c7e-2d3a-4b5c-9d8e-abcdef012345" }));
    assert.equal(answer.ok, false);
    assert.match(answer.error ?? "", /^The script failed: This action would increase/);
    assert.equal(lock.held, false, "the lock is released after a failure");
  });
});
