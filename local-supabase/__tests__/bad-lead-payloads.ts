// Crafted lead payloads the database must refuse, each with the rule that should refuse it:
// `constraint` (a CHECK constraint's name, or a list of which any may refuse it), `notNull` (the
// column) or `code` alone. Names are free text beyond the rules of lead-field-cases.json: markup
// or SQL in a name is stored as the text it is (lead-request-rules.node-test.ts).
import { randomUUID } from "node:crypto";

import { leadFields, type LeadValues } from "../../supabase/functions/_shared/lead-fields.ts";

/** A lead as the form sends it: its id and every field the table takes (_shared/lead-fields.ts). */
export type Lead = Record<string, unknown> & { id: string } & LeadValues;

/** A payload the database refuses: by a CHECK constraint (any of a list), NOT NULL on a column, or the code alone. */
export interface BadLeadPayload {
  name: string;
  payload: Record<string, unknown>;
  code: string;
  constraint?: string | string[];
  column?: string;
}

let person = 0;
/** A valid lead of a new person each time (the table stores one lead per person per 24 hours). */
export const validLead = (): Lead => ({
  id: randomUUID(),
  name: "Maria Souza",
  whatsapp: `(11) 9${String(++person % 10000).padStart(4, "0")}-4321`,
  email: `maria.souza.${person}@example.com`,
  investment_type: "bancos_corretoras",
  capital_range: "de_50k_a_250k",
  execution_format: "copytrader",
  understands_discipline: "sim",
});

const without = (field: string): Record<string, unknown> => {
  const lead: Record<string, unknown> = validLead();
  delete lead[field];
  return lead;
};
const with_ = (overrides: Record<string, unknown>): Record<string, unknown> => ({ ...validLead(), ...overrides });

const check = (name: string, payload: Record<string, unknown>, constraint: string | string[]): BadLeadPayload => ({
  name,
  payload,
  code: "23514",
  constraint,
});
const notNull = (name: string, payload: Record<string, unknown>, column: string): BadLeadPayload => ({
  name,
  payload,
  code: "23502",
  column,
});

export const badLeadPayloads: BadLeadPayload[] = [
  // missing
  ...leadFields.map((field) => notNull(`missing ${field}`, without(field), field)),
  notNull("explicit null name", with_({ name: null }), "name"),
  notNull("null capital_range", with_({ capital_range: null }), "capital_range"),
  // too short or empty
  check("one-letter name", with_({ name: "A" }), "leads_name_required"),
  check("empty name", with_({ name: "" }), "leads_name_required"),
  check("blank name", with_({ name: "     " }), "leads_name_required"),
  check("one letter padded with spaces", with_({ name: "  A  " }), "leads_name_required"),
  check("nine-character WhatsApp", with_({ whatsapp: "123456789" }), "leads_whatsapp_required"),
  check("empty WhatsApp", with_({ whatsapp: "" }), ["leads_whatsapp_required", "leads_whatsapp_digits"]),
  check("ten spaces as WhatsApp", with_({ whatsapp: "          " }), [
    "leads_whatsapp_required",
    "leads_whatsapp_digits",
  ]),
  // overlong
  check("121-character name", with_({ name: "A".repeat(121) }), "leads_name_max_length"),
  check("10,000-character name", with_({ name: "Maria ".repeat(2000) }), "leads_name_max_length"),
  check("31-character WhatsApp", with_({ whatsapp: "1".repeat(31) }), "leads_whatsapp_max_length"),
  check("255-character email", with_({ email: `${"a".repeat(243)}@example.com` }), "leads_email_max_length"),
  check("overlong answer", with_({ investment_type: "bancos_corretoras".repeat(20) }), "leads_investment_type_allowed"),
  // wrong type
  { name: "number as id", payload: with_({ id: 123 }), code: "22P02" },
  { name: "text that is not a uuid as id", payload: with_({ id: "lead-1" }), code: "22P02" },
  { name: "created_at chosen by the client", payload: with_({ created_at: "2020-01-01T00:00:00Z" }), code: "42501" },
  check("array as email", with_({ email: ["maria@example.com"] }), "leads_email_format"),
  check("object as WhatsApp", with_({ whatsapp: { number: "11987654321" } }), "leads_whatsapp_characters"),
  check("boolean as WhatsApp", with_({ whatsapp: true }), [
    "leads_whatsapp_required",
    "leads_whatsapp_characters",
    "leads_whatsapp_digits",
  ]),
  check("number as investment_type", with_({ investment_type: 1 }), "leads_investment_type_allowed"),
  check(
    "boolean as understands_discipline",
    with_({ understands_discipline: true }),
    "leads_understands_discipline_allowed",
  ),
  // wrong enum
  check(
    "investment_type in another case",
    with_({ investment_type: "Bancos_Corretoras" }),
    "leads_investment_type_allowed",
  ),
  check("empty investment_type", with_({ investment_type: "" }), "leads_investment_type_allowed"),
  check("unknown capital_range", with_({ capital_range: "acima_1m" }), "leads_capital_range_allowed"),
  check("label instead of code", with_({ capital_range: "Até R$ 50 mil" }), "leads_capital_range_allowed"),
  check("code with a trailing space", with_({ execution_format: "copytrader " }), "leads_execution_format_allowed"),
  check("unknown execution_format", with_({ execution_format: "manual" }), "leads_execution_format_allowed"),
  check(
    "unknown discipline answer",
    with_({ understands_discipline: "talvez" }),
    "leads_understands_discipline_allowed",
  ),
  check(
    "discipline label instead of code",
    with_({ understands_discipline: "Sim — estou entrando com essa mentalidade" }),
    "leads_understands_discipline_allowed",
  ),
  // bad email
  check("email without @", with_({ email: "plainaddress" }), "leads_email_format"),
  check("email without local part", with_({ email: "@example.com" }), "leads_email_format"),
  check("email without domain", with_({ email: "maria@" }), "leads_email_format"),
  check("email without top-level domain", with_({ email: "maria@example" }), "leads_email_format"),
  check("email with a space", with_({ email: "maria souza@example.com" }), "leads_email_format"),
  check("email with a space in the domain", with_({ email: "maria@exa mple.com" }), "leads_email_format"),
  check("email with two @", with_({ email: "maria@@example.com" }), "leads_email_format"),
  check("email with an empty domain label", with_({ email: "maria@example..com" }), "leads_email_format"),
  check("email with a newline inside", with_({ email: "maria@exam\nple.com" }), "leads_email_format"),
  check("email with a domain label ending in a hyphen", with_({ email: "maria@example-.com" }), "leads_email_format"),
  // SQL-looking
  check("tautology in email", with_({ email: "x' OR 1=1 --@example.com" }), "leads_email_format"),
  check(
    "tautology in an answer",
    with_({ investment_type: "bancos_corretoras' OR '1'='1" }),
    "leads_investment_type_allowed",
  ),
  check("statement in WhatsApp", with_({ whatsapp: "11987654321; DELETE FROM leads" }), "leads_whatsapp_characters"),
  check("comment in WhatsApp", with_({ whatsapp: "11987654321--" + "a" }), "leads_whatsapp_characters"),
  // script-looking
  check("right-to-left override in name", with_({ name: "Maria \u202eazuoS" }), "leads_name_characters"),
  check("zero-width characters as name", with_({ name: "\u200b\u200c\u200d\ufeff" }), "leads_name_required"),
  check("nine spaces and one digit as WhatsApp", with_({ whatsapp: "         1" }), [
    "leads_whatsapp_required",
    "leads_whatsapp_digits",
  ]),
  check("seven digits in parentheses as WhatsApp", with_({ whatsapp: "(((1234567)))" }), "leads_whatsapp_digits"),
  check("letter in WhatsApp", with_({ whatsapp: "(11) 98765-432l" }), "leads_whatsapp_characters"),
  check("control character in name", with_({ name: "Maria\u0007Souza" }), "leads_name_characters"),
  check("script tag as email", with_({ email: "<script>@example.com" }), "leads_email_format"),
  check("svg onload as WhatsApp", with_({ whatsapp: "<svg/onload=alert(1)>" }), "leads_whatsapp_characters"),
  check(
    "script in an answer",
    with_({ execution_format: "<script>alert(1)</script>" }),
    "leads_execution_format_allowed",
  ),
];
