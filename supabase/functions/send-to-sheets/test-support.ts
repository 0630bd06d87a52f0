// What the function's tests share: a stored lead's values and the assertions (no std library: the
// tests run with `deno test --no-config`, offline).
import type { SheetLead } from "./lead-store.ts";

export const storedLead: SheetLead = {
  name: "Maria Souza",
  whatsapp: "(11) 98765-4321",
  email: "maria@example.com",
  investment_type: "bancos_corretoras",
  capital_range: "de_50k_a_250k",
  execution_format: "copytrader",
  understands_discipline: "sim",
};

export function assertEquals(actual: unknown, expected: unknown, message = ""): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${message} expected ${e}, got ${a}`);
}

export function assert(condition: unknown, message: string): void {
  if (!condition) throw new Error(message);
}
