/**
 * What the copy/download dialog accepts as a name and email: the same values the script_leads
 * table accepts (supabase/migrations/20251123000100_script_leads_contact_rules.sql). The spec
 * asks only that both are filled; the table adds bounds, and each bound has its own message
 * (contact-dialog-text.ts). local-supabase/__tests__/script-lead-cases.ts holds the shared cases that
 * keep the dialog and the table in step.
 */
export interface Contact {
  name: string;
  email: string;
}

/** Why the dialog refuses a contact; "missing" is the spec's own rule. */
export type ContactRefusal = "missing" | "nameTooLong" | "nameControl" | "emailTooLong" | "emailFormat";

export interface ContactProblem {
  refusal: ContactRefusal;
  /** The fields the message is about: marked invalid, and the first gets focus. */
  fields: { name: boolean; email: boolean };
}

export const nameMaxLength = 200;
export const emailMaxLength = 254;

// Counted in code points, as Postgres's char_length counts: an emoji is one character.
const length = (value: string): number => [...value].length;
// ASCII and C1 control characters (Cc: U+0000-U+001F, U+007F-U+009F): a pasted tab or line break, never part of a name.
const controlCharacter = /\p{Cc}/u;
// local@domain.tld: no spaces, control characters or second @, and no empty domain label.
const emailShape = /^[^\p{Cc} @]+@[^\p{Cc} @.]+(\.[^\p{Cc} @.]+)+$/u;

/** The values the dialog sends: what the visitor typed, without surrounding whitespace. */
export function trimContact(contact: Contact): Contact {
  return { name: contact.name.trim(), email: contact.email.trim() };
}

/** The first reason to refuse a trimmed contact, or null when the table will store it. */
export function checkContact({ name, email }: Contact): ContactProblem | null {
  if (name === "" || email === "") return { refusal: "missing", fields: { name: name === "", email: email === "" } };
  const nameOnly = { name: true, email: false };
  const emailOnly = { name: false, email: true };
  if (length(name) > nameMaxLength) return { refusal: "nameTooLong", fields: nameOnly };
  if (controlCharacter.test(name)) return { refusal: "nameControl", fields: nameOnly };
  if (length(email) > emailMaxLength) return { refusal: "emailTooLong", fields: emailOnly };
  if (!emailShape.test(email)) return { refusal: "emailFormat", fields: emailOnly };
  return null;
}
