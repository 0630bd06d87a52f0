// One list of contacts for the script generators' copy/download dialog and the script_leads
// table: each is what a visitor types, and `refusal` is the dialog's reason to refuse it (null:
// the dialog sends it and the table must store it). The dialog's unit tests check the dialog
// against it; local-supabase/__tests__/script-lead-rules.node-test.ts posts each trimmed contact through
// the collector to PGlite and checks the table stores exactly the ones the dialog sends.
export interface ScriptLeadCase {
  label: string;
  name: string;
  email: string;
  /**
   * One of the dialog's ContactRefusal names (src/features/script-generators/script-contact-rules.ts),
   * or null. A string here, so this room imports nothing from src/; the dialog's test compares each
   * with checkContact's answer, so a misspelt name fails there.
   */
  refusal: string | null;
}

const accept = (label: string, name: string, email: string): ScriptLeadCase => ({ label, name, email, refusal: null });
const refuse = (label: string, name: string, email: string, refusal: string): ScriptLeadCase => ({
  label,
  name,
  email,
  refusal,
});

const ok = { name: "Ada Lovelace", email: "ada@example.com" };

export const scriptLeadCases: ScriptLeadCase[] = [
  accept("a plain name and email", ok.name, ok.email),
  accept("a nickname in double quotes", 'Ana "Nina" Souza', ok.email),
  accept("an apostrophe and a semicolon", "O'Brien; Seán", ok.email),
  accept("brackets and braces", "Maria [Mia] {Souza} (Jr.)", ok.email),
  accept("angle brackets, equals and a pipe", "Joe <Joey> = Bloggs | Studio", ok.email),
  accept("a backslash and a backtick", "Ana \\ `Souza`", ok.email),
  accept("accents and emoji", "José Ñandú 🎬", ok.email),
  accept("spaces around the values", "  Ada Lovelace  ", "  ada@example.com  "),
  accept("a 121-character name", "A".repeat(121), ok.email),
  accept("a 200-character name", "A".repeat(200), ok.email),
  accept("200 emoji as a name", "😀".repeat(200), ok.email),
  accept("a plus tag and a country domain", ok.name, "ana+scripts@example.com.br"),
  accept("an apostrophe in the email", ok.name, "o'brien@example.ie"),
  accept("an accented local part", ok.name, "josé@exemplo.com.br"),
  accept("an accented domain", ok.name, "ana@exâmplo.pt"),
  accept("capitals and underscores", ok.name, "ANA_SOUZA@Sub_Domain.Example.COM"),
  accept("a 254-character email", ok.name, `${"a".repeat(242)}@example.com`),

  refuse("an empty name", "", ok.email, "missing"),
  refuse("a blank name", "   ", ok.email, "missing"),
  refuse("a name of no-break spaces", "\u00a0\u00a0", ok.email, "missing"),
  refuse("an empty email", ok.name, "", "missing"),
  refuse("both empty", "", "", "missing"),
  refuse("an empty name and a bad email", "", "ana", "missing"),
  refuse("a 201-character name", "A".repeat(201), ok.email, "nameTooLong"),
  refuse("201 emoji as a name", "😀".repeat(201), ok.email, "nameTooLong"),
  refuse("a tab inside the name", "Ana\tSouza", ok.email, "nameControl"),
  refuse("a line break inside the name", "Ana\nSouza", ok.email, "nameControl"),
  refuse("a C1 control character inside the name", "Ana\u0085Souza", ok.email, "nameControl"),
  refuse("a 255-character email", ok.name, `${"a".repeat(243)}@example.com`, "emailTooLong"),
  refuse("an email without @", ok.name, "ana", "emailFormat"),
  refuse("an email without a domain", ok.name, "ana@", "emailFormat"),
  refuse("an email without a local part", ok.name, "@example.com", "emailFormat"),
  refuse("an email without a dot in the domain", ok.name, "ana@localhost", "emailFormat"),
  refuse("a space in the email", ok.name, "ana souza@example.com", "emailFormat"),
  refuse("two @ in the email", ok.name, "ana@@example.com", "emailFormat"),
  refuse("an empty domain label", ok.name, "ana@example..com", "emailFormat"),
  refuse("a domain starting with a dot", ok.name, "ana@.example.com", "emailFormat"),
  refuse("a trailing dot", ok.name, "ana@example.com.", "emailFormat"),
  refuse("a tab inside the email", ok.name, "ana@exa\tmple.com", "emailFormat"),
];
