// Spreadsheet formula injection: a cell starting with =, +, -, @, tab or carriage return is read
// as a formula (=HYPERLINK(...)) by Sheets and Excel. Such values are sent as text, prefixed
// with an apostrophe, which the spreadsheet shows as the value itself (OWASP's advice).
import type { SheetLead } from "./lead-store.ts";

const formulaStart = /^[=+\-@\t\r]/;

export function safeCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

export function safeCells(lead: SheetLead): SheetLead {
  return Object.fromEntries(Object.entries(lead).map(([field, value]) => [field, safeCell(value)])) as SheetLead;
}
