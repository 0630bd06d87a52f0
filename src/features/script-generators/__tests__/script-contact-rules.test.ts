import { scriptLeadCases } from "../../../../local-supabase/__tests__/script-lead-cases.ts";
import { contactRuleText } from "../contact-dialog-text";
import { checkContact, trimContact } from "../script-contact-rules";

// The same list drives local-supabase/__tests__/script-lead-rules.node-test.ts: what the dialog sends,
// the script_leads table stores.
describe("the contact dialog's rules", () => {
  it.each(scriptLeadCases)("$label: $refusal", ({ name, email, refusal }) => {
    expect(checkContact(trimContact({ name, email }))?.refusal ?? null).toBe(refusal);
  });

  it("points the message at the field it is about", () => {
    expect(checkContact({ name: "", email: "" })?.fields).toEqual({ name: true, email: true });
    expect(checkContact({ name: "A".repeat(201), email: "ana" })?.fields).toEqual({ name: true, email: false });
    expect(checkContact({ name: "Ana", email: "ana" })?.fields).toEqual({ name: false, email: true });
  });

  it("says what is wrong for each rule beyond the spec's", () => {
    expect(contactRuleText.nameTooLong).toMatch(/200 characters or fewer/);
    expect(contactRuleText.emailTooLong).toMatch(/254 characters or fewer/);
    expect(contactRuleText.emailFormat).toMatch(/name@example\.com/);
  });
});
