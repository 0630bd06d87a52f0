/**
 * The lead form's field rules, each the twin of a named CHECK constraint on the leads table
 * (supabase/migrations/20251120000000_leads_honest_visitors.sql), applied to the trimmed value.
 * The spec's rules keep the spec's messages (SPEC section 5); each stricter rule has its own
 * message that says what is wrong. One shared case list (__tests__/lead-field-cases.json) tests
 * these rules and the table, so the two cannot drift apart.
 */
export type LeadFieldName = "name" | "whatsapp" | "email";

export const leadFormMessages = {
  name: "Nome é obrigatório",
  whatsapp: "WhatsApp é obrigatório",
  email: "Email inválido",
} as const;

export const leadFieldLimits = { name: 120, whatsapp: 30, email: 254 } as const;

/** Messages of the rules beyond the spec's. */
export const stricterRuleMessages = {
  nameTooLong: `O nome pode ter no máximo ${leadFieldLimits.name} caracteres.`,
  nameCharacters: "O nome tem caracteres que não podem ser usados (caracteres de controle ou de direção do texto).",
  whatsappCharacters: "O WhatsApp só pode ter números, espaços, parênteses, ponto, + e -.",
  whatsappDigits: "O WhatsApp precisa ter pelo menos 8 dígitos.",
  whatsappTooLong: `O WhatsApp pode ter no máximo ${leadFieldLimits.whatsapp} caracteres.`,
  emailTooLong: `O email pode ter no máximo ${leadFieldLimits.email} caracteres.`,
} as const;

/** Zero-width characters, bidi marks and controls, soft hyphen: invisible in a name. */
const invisibleCharacters = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
/** Control characters (Cc: U+0000-U+001F, U+007F-U+009F) and bidi embeddings, overrides and isolates (they can disguise a name). */
const forbiddenNameCharacters = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
const whatsappCharacters = /^[0-9 ()+.-]*$/;
/** WHATWG's e-mail syntax, with a dot in the domain; same as leads_email_format. */
export const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Characters as Postgres counts them (code points), not UTF-16 units. */
const characterCount = (value: string): number => [...value].length;
const digitCount = (value: string): number => value.replace(/[^0-9]/g, "").length;

type Rule = (value: string) => string | null;

const nameRules: Rule[] = [
  (value) =>
    characterCount(value) < 2 || value.replace(invisibleCharacters, "").trim() === "" ? leadFormMessages.name : null,
  (value) => (forbiddenNameCharacters.test(value) ? stricterRuleMessages.nameCharacters : null),
  (value) => (characterCount(value) > leadFieldLimits.name ? stricterRuleMessages.nameTooLong : null),
];

const whatsappRules: Rule[] = [
  (value) => (characterCount(value) < 10 ? leadFormMessages.whatsapp : null),
  (value) => (whatsappCharacters.test(value) ? null : stricterRuleMessages.whatsappCharacters),
  (value) => (digitCount(value) < 8 ? stricterRuleMessages.whatsappDigits : null),
  (value) => (characterCount(value) > leadFieldLimits.whatsapp ? stricterRuleMessages.whatsappTooLong : null),
];

const emailRules: Rule[] = [
  (value) => (emailPattern.test(value) ? null : leadFormMessages.email),
  (value) => (characterCount(value) > leadFieldLimits.email ? stricterRuleMessages.emailTooLong : null),
];

const rules: Record<LeadFieldName, Rule[]> = { name: nameRules, whatsapp: whatsappRules, email: emailRules };

/** The first rule the trimmed value breaks, as the message the visitor sees; null when it is fine. */
export function leadFieldProblem(field: LeadFieldName, rawValue: string): string | null {
  const value = rawValue.trim();
  for (const rule of rules[field]) {
    const problem = rule(value);
    if (problem) return problem;
  }
  return null;
}
