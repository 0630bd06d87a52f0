// Crafted lead payloads the database must refuse, each with the rule that should refuse it:
// `constraint` (a CHECK constraint's name), `notNull` (the column) or `code` alone.
import { randomUUID } from "node:crypto";

export const validLead = () => ({
  id: randomUUID(),
  name: "Maria Souza",
  whatsapp: "(11) 98765-4321",
  email: "maria.souza@example.com",
  investment_type: "bancos_corretoras",
  capital_range: "de_50k_a_250k",
  execution_format: "copytrader",
  understands_discipline: "sim",
});

const without = (field) => {
  const lead = validLead();
  delete lead[field];
  return lead;
};
const with_ = (overrides) => ({ ...validLead(), ...overrides });

const check = (name, payload, constraint) => ({ name, payload, code: "23514", constraint });
const notNull = (name, payload, column) => ({ name, payload, code: "23502", column });

export const badLeadPayloads = [
  // missing
  ...["name", "whatsapp", "email", "investment_type", "capital_range", "execution_format", "understands_discipline"].map(
    (field) => notNull(`missing ${field}`, without(field), field),
  ),
  notNull("explicit null name", with_({ name: null }), "name"),
  notNull("null capital_range", with_({ capital_range: null }), "capital_range"),
  // too short or empty
  check("one-letter name", with_({ name: "A" }), "leads_name_length"),
  check("empty name", with_({ name: "" }), "leads_name_length"),
  check("blank name", with_({ name: "     " }), "leads_name_length"),
  check("one letter padded with spaces", with_({ name: "  A  " }), "leads_name_length"),
  check("nine-character WhatsApp", with_({ whatsapp: "123456789" }), "leads_whatsapp_format"),
  check("empty WhatsApp", with_({ whatsapp: "" }), "leads_whatsapp_format"),
  check("ten spaces as WhatsApp", with_({ whatsapp: "          " }), "leads_whatsapp_format"),
  // overlong
  check("121-character name", with_({ name: "A".repeat(121) }), "leads_name_length"),
  check("10,000-character name", with_({ name: "Maria ".repeat(2000) }), "leads_name_length"),
  check("31-character WhatsApp", with_({ whatsapp: "1".repeat(31) }), "leads_whatsapp_format"),
  check("255-character email", with_({ email: `${"a".repeat(243)}@example.com` }), "leads_email_length"),
  check("overlong answer", with_({ investment_type: "bancos_corretoras".repeat(20) }), "leads_investment_type_allowed"),
  // wrong type
  { name: "number as id", payload: with_({ id: 123 }), code: "22P02" },
  { name: "text that is not a uuid as id", payload: with_({ id: "lead-1" }), code: "22P02" },
  { name: "created_at chosen by the client", payload: with_({ created_at: "2020-01-01T00:00:00Z" }), code: "42501" },
  check("object as name", with_({ name: { first: "Maria" } }), "leads_name_characters"),
  check("array as name", with_({ name: ["Maria", "Souza"] }), "leads_name_characters"),
  check("number as name", with_({ name: 12345 }), "leads_name_characters"),
  check("array as email", with_({ email: ["maria@example.com"] }), "leads_email_format"),
  check("object as WhatsApp", with_({ whatsapp: { number: "11987654321" } }), "leads_whatsapp_format"),
  check("boolean as WhatsApp", with_({ whatsapp: true }), "leads_whatsapp_format"),
  check("number as investment_type", with_({ investment_type: 1 }), "leads_investment_type_allowed"),
  check("boolean as understands_discipline", with_({ understands_discipline: true }), "leads_understands_discipline_allowed"),
  // wrong enum
  check("investment_type in another case", with_({ investment_type: "Bancos_Corretoras" }), "leads_investment_type_allowed"),
  check("empty investment_type", with_({ investment_type: "" }), "leads_investment_type_allowed"),
  check("unknown capital_range", with_({ capital_range: "acima_1m" }), "leads_capital_range_allowed"),
  check("label instead of code", with_({ capital_range: "Até R$ 50 mil" }), "leads_capital_range_allowed"),
  check("code with a trailing space", with_({ execution_format: "copytrader " }), "leads_execution_format_allowed"),
  check("unknown execution_format", with_({ execution_format: "manual" }), "leads_execution_format_allowed"),
  check("unknown discipline answer", with_({ understands_discipline: "talvez" }), "leads_understands_discipline_allowed"),
  check("discipline label instead of code", with_({ understands_discipline: "Sim — estou entrando com essa mentalidade" }), "leads_understands_discipline_allowed"),
  // bad email
  check("email without @", with_({ email: "plainaddress" }), "leads_email_format"),
  check("email without local part", with_({ email: "@example.com" }), "leads_email_format"),
  check("email without domain", with_({ email: "maria@" }), "leads_email_format"),
  check("email without top-level domain", with_({ email: "maria@example" }), "leads_email_format"),
  check("email with a space", with_({ email: "maria souza@example.com" }), "leads_email_format"),
  check("email with a space in the domain", with_({ email: "maria@exa mple.com" }), "leads_email_format"),
  check("email with two @", with_({ email: "maria@@example.com" }), "leads_email_format"),
  check("email with an empty domain label", with_({ email: "maria@example..com" }), "leads_email_format"),
  check("email with a trailing newline", with_({ email: "maria@example.com\n" }), "leads_email_format"),
  // SQL-looking
  check("SQL injection in name", with_({ name: "Robert'); DROP TABLE leads;--" }), "leads_name_characters"),
  check("tautology in name", with_({ name: "' OR '1'='1" }), "leads_name_characters"),
  check("pg_sleep in name", with_({ name: "x; select pg_sleep(10)" }), "leads_name_characters"),
  check("tautology in email", with_({ email: "x' OR 1=1 --@example.com" }), "leads_email_format"),
  check("tautology in an answer", with_({ investment_type: "bancos_corretoras' OR '1'='1" }), "leads_investment_type_allowed"),
  check("statement in WhatsApp", with_({ whatsapp: "11987654321; DELETE FROM leads" }), "leads_whatsapp_format"),
  check("comment in WhatsApp", with_({ whatsapp: "11987654321--" + "a" }), "leads_whatsapp_format"),
  // script-looking
  check("script tag in name", with_({ name: "<script>alert(1)</script>" }), "leads_name_characters"),
  check("img onerror in name", with_({ name: "<img src=x onerror=alert(1)>" }), "leads_name_characters"),
  check("javascript: URL in name", with_({ name: "javascript:alert(1)" }), "leads_name_characters"),
  check("template injection in name", with_({ name: "{{constructor.constructor('alert(1)')()}}" }), "leads_name_characters"),
  check("control character in name", with_({ name: "Maria\u0007Souza" }), "leads_name_characters"),
  check("script tag as email", with_({ email: "<script>@example.com" }), "leads_email_format"),
  check("svg onload as WhatsApp", with_({ whatsapp: "<svg/onload=alert(1)>" }), "leads_whatsapp_format"),
  check("script in an answer", with_({ execution_format: "<script>alert(1)</script>" }), "leads_execution_format_allowed"),
];
