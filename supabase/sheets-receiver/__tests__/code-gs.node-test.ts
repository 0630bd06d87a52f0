// The owner's Apps Script (../Code.gs) run in Node: its functions are loaded in a vm context whose
// SpreadsheetApp, LockService, ContentService and PropertiesService are small stand-ins that
// behave as Google's do for the calls the script makes: a spreadsheet of cells that parses what is
// written into a cell not formatted as plain text ("@"), as Sheets does (a number loses its leading
// zero, 2024-12-10 becomes a date, a leading apostrophe is taken as "text" and hidden), a
// TextFinder, and a script lock.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, it } from "node:test";
import vm from "node:vm";

import { generatedFirstLine, generatedPart, receiverFile } from "../../../scripts/leads/receiver-columns.ts";
import { leadFields, scriptLeadFields } from "../../functions/_shared/lead-fields.ts";

const source = readFileSync(resolve(import.meta.dirname, "../Code.gs"), "utf8");
const secret = "owner-secret-for-tests";

type Cell = string | number | Date;
/** The script lock as the stand-ins share it: who holds it, and how long tryLock was asked to wait. */
interface Lock {
  held: boolean;
  waits: number;
}
interface Range {
  getValues: () => Cell[][];
  setValues: (values: Cell[][]) => Range;
  setNumberFormat: (format: string) => Range;
  createTextFinder: (text: string) => { matchEntireCell: (on: boolean) => { findNext: () => Range | null } };
}
interface Tab {
  rows: Cell[][];
  formats: string[][];
  /** Cells read into the script by getValues: a look-up must not read a whole column. */
  cellsRead: number;
  getName: () => string;
  getLastRow: () => number;
  getLastColumn: () => number;
  setFrozenRows: () => void;
  appendRow: (row: Cell[]) => void;
  insertColumnBefore: (column: number) => void;
  getRange: (row: number, column: number, numRows: number, numColumns: number) => Range;
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

/** What Sheets makes of a value typed into a cell of the default format (appendRow does the same). */
function parsedAsSheetsDoes(value: Cell): Cell {
  if (typeof value !== "string") return value;
  if (value.startsWith("'")) return value.slice(1);
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (/^\d{4}-\d\d-\d\d$/.test(value)) return new Date(`${value}T00:00:00Z`);
  return value;
}

/** A spreadsheet of tabs, each a grid of cells with their formats; writes refuse to run without the script lock. */
function spreadsheetStandIn(lock: Lock) {
  const tabs = new Map<string, Tab>();
  const tab = (name: string): Tab => {
    const rows: Cell[][] = [];
    const formats: string[][] = [];
    const mustHoldLock = () => {
      if (rows.length > 0 && !lock.held) throw new Error("a write without the lock");
    };
    const sheet: Tab = {
      rows,
      formats,
      cellsRead: 0,
      getName: () => name,
      getLastRow: () => rows.length,
      getLastColumn: () => Math.max(0, ...rows.map((cells) => cells.length)),
      setFrozenRows: () => {},
      appendRow(row: Cell[]) {
        mustHoldLock();
        rows.push(row.map(parsedAsSheetsDoes));
        formats.push([]);
      },
      insertColumnBefore(column: number) {
        for (const cells of rows) cells.splice(column - 1, 0, "");
        for (const cells of formats) cells.splice(column - 1, 0, "");
      },
      getRange(row: number, column: number, numRows: number, numColumns: number): Range {
        const range: Range = {
          getValues() {
            sheet.cellsRead += numRows * numColumns;
            return Array.from({ length: numRows }, (_, r) =>
              Array.from({ length: numColumns }, (_, c) => rows[row - 1 + r]?.[column - 1 + c] ?? ""),
            );
          },
          setNumberFormat(format: string) {
            for (let r = 0; r < numRows; r++)
              for (let c = 0; c < numColumns; c++) (formats[row - 1 + r] ??= [])[column - 1 + c] = format;
            return range;
          },
          setValues(values: Cell[][]) {
            mustHoldLock();
            values.forEach((cells, r) =>
              Array.from(cells).forEach((value, c) => {
                const at = [row - 1 + r, column - 1 + c] as const;
                for (let fill = rows.length; fill <= at[0]; fill++) rows.push([]);
                const plainText = formats[at[0]]?.[at[1]] === "@";
                rows[at[0]]![at[1]] = plainText ? String(value) : parsedAsSheetsDoes(value);
              }),
            );
            return range;
          },
          createTextFinder(text: string) {
            return {
              matchEntireCell: (on: boolean) => ({
                // Searched in the spreadsheet: nothing is read into the script.
                findNext: () => {
                  for (let r = 0; r < numRows; r++) {
                    const cell = String(rows[row - 1 + r]?.[column - 1] ?? "").toLowerCase();
                    if (on ? cell === text.toLowerCase() : cell.includes(text.toLowerCase()))
                      return sheet.getRange(row + r, column, 1, 1);
                  }
                  return null;
                },
              }),
            };
          },
        };
        return range;
      },
    };
    return sheet;
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
  const doGet = context.doGet as () => TextOutput;
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
  const leadRows = (name = "Leads") => (spreadsheet.getSheetByName(name)?.rows ?? []).slice(1);
  const leadsTab = (name = "Leads"): Tab => {
    const leads = spreadsheet.getSheetByName(name);
    assert.ok(leads, `the receiver made no ${name} tab`);
    return leads;
  };
  const get = () => JSON.parse(doGet().text) as ReceiverAnswer & { receiver?: string };
  return { post, get, leadsTab, leadRows, lock, flushes: () => flushes };
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
    leadsTab().getRange = () => {
      throw new Error(
        "This action would increase the number of cells in the workbook above the limit of 10000000 cells.",
      );
    };
    const answer = post(delivery({ lead_id: "0b6f1c7e-2d3a-4b5c-9d8e-abcdef012345" }));
    assert.equal(answer.ok, false);
    assert.match(answer.error ?? "", /^The script failed: This action would increase/);
    assert.equal(lock.held, false, "the lock is released after a failure");
  });

  it("keeps what the visitor typed: a leading zero, a date-like text and an apostrophe", () => {
    const { post, leadRows } = loadReceiver();
    post(delivery({ name: "'Neill", whatsapp: "0119876543210", execution_format: "2024-12-10" }));
    const row = leadRows()[0] ?? [];
    assert.deepEqual([row[2], row[3], row[7]], ["'Neill", "0119876543210", "2024-12-10"]);
    // What appendRow, the receiver's old way, made of them: the stand-in parses as Sheets does.
    const old = loadReceiver();
    old.post(delivery());
    old.lock.held = true;
    old.leadsTab().appendRow(["x", "y", "'Neill", "0119876543210", "e", "i", "c", "2024-12-10"]);
    old.lock.held = false;
    const parsed = old.leadRows()[1] ?? [];
    assert.deepEqual([parsed[2], parsed[3], parsed[7] instanceof Date], ["Neill", 119876543210, true]);
  });

  it("skips a repeated lead_id after the owner moved the column, and looks it up without reading the column", () => {
    const { post, leadsTab, leadRows } = loadReceiver();
    for (let n = 0; n < 200; n++) post(delivery({ lead_id: `7f3c2a4e-1b2d-4c5e-8f90-${String(n).padStart(12, "0")}` }));
    // The owner inserts a column before A for notes of his own: lead_id is now column B.
    leadsTab().insertColumnBefore(1);
    const readBefore = leadsTab().cellsRead;
    const again = post(delivery({ lead_id: "7f3c2a4e-1b2d-4c5e-8f90-000000000007", attempt: 2 }));
    assert.deepEqual(again, { ok: true, lead_id: "7f3c2a4e-1b2d-4c5e-8f90-000000000007", duplicate: true });
    assert.equal(leadRows().length, 200);
    assert.ok(
      leadsTab().cellsRead - readBefore <= 11,
      `read ${leadsTab().cellsRead - readBefore} cells: only the header`,
    );
    // A new lead lands under the headers where they are now.
    post(delivery({ lead_id: "0b6f1c7e-2d3a-4b5c-9d8e-abcdef012345", email: "ana@example.com" }));
    const header = leadsTab().rows[0] ?? [];
    const last = leadRows().at(-1) ?? [];
    assert.equal(last[header.indexOf("lead_id")], "0b6f1c7e-2d3a-4b5c-9d8e-abcdef012345");
    assert.equal(last[header.indexOf("email")], "ana@example.com");
    assert.equal(last[0], "", "the owner's own column is left alone");
  });

  it("puts a script lead in its own tab, with its own columns, once", () => {
    const { post, leadRows, leadsTab } = loadReceiver();
    const scriptLead = {
      lead_id: "5a1b2c3d-4e5f-4a6b-8c7d-0123456789ab",
      created_at: "2026-01-05T12:00:00.000Z",
      kind: "script_lead",
      name: "Ada Lovelace",
      email: "ada@example.com",
      source: "/script-generator",
      attempt: 1,
      sent_at: "2026-01-05T12:00:01.000Z",
    };
    assert.deepEqual(post(scriptLead), { ok: true, lead_id: scriptLead.lead_id, duplicate: false });
    assert.equal(post({ ...scriptLead, attempt: 2 }).duplicate, true);
    assert.deepEqual(leadsTab("Script leads").rows[0], ["lead_id", "created_at", ...scriptLeadFields, "received_at"]);
    assert.deepEqual(leadRows("Script leads")[0]?.slice(0, 5), [
      scriptLead.lead_id,
      scriptLead.created_at,
      "Ada Lovelace",
      "ada@example.com",
      "/script-generator",
    ]);
    assert.equal(leadRows("Script leads").length, 1);
    assert.equal(leadRows("Leads").length, 0);
    assert.deepEqual(post({ ...scriptLead, kind: "constructor" }), {
      ok: false,
      lead_id: scriptLead.lead_id,
      error: "Unknown kind of lead: constructor.",
    });
  });

  it("answers a GET as a receiver that took nothing", () => {
    const { get, leadRows } = loadReceiver();
    const answer = get();
    assert.equal(answer.ok, false);
    assert.equal(answer.receiver, "leads");
    assert.equal(answer.lead_id, undefined);
    assert.equal(leadRows().length, 0);
  });

  it("lists the tabs' columns generated from the one declaration of the lead fields (npm run generate:receiver)", () => {
    const stale = `${receiverFile} is stale: run npm run generate:receiver`;
    assert.ok(source.includes(generatedPart()), stale);
    assert.ok(generatedPart().startsWith(generatedFirstLine), "the generated part says so in its first line");
    const { post, leadsTab } = loadReceiver();
    post(delivery());
    assert.deepEqual(leadsTab().rows[0], ["lead_id", "created_at", ...leadFields, "received_at"]);
  });
});
