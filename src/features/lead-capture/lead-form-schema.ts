/**
 * The contact form's rules and messages (SPEC section 5). The extra pattern checks mirror the
 * leads table's CHECK constraints so a value the form accepts is never refused by the database;
 * they reuse the spec's message for the field.
 */
import * as Yup from "yup";

export const leadFormMessages = {
  name: "Nome é obrigatório",
  whatsapp: "WhatsApp é obrigatório",
  email: "Email inválido",
} as const;

export const leadFieldLimits = { name: 120, whatsapp: 30, email: 254 } as const;

/** Same characters the leads_name_characters constraint refuses. */
const forbiddenNameCharacters = /[0-9<>{}[\]\\;=`"|@#$%^*_+~/:(),!?&\u0000-\u001f\u007f]/;
/** Same pattern as leads_whatsapp_format (the minimum of 10 is the spec's rule). */
const whatsappCharacters = /^[0-9 ()+-]*$/;
/** Same pattern as leads_email_format. */
export const emailPattern = /^[A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

export interface LeadFormValues {
  name: string;
  whatsapp: string;
  email: string;
  /** Honeypot: hidden from people; a bot that fills it is thanked and nothing is stored. */
  website: string;
}

export const emptyLeadForm: LeadFormValues = { name: "", whatsapp: "", email: "", website: "" };

export const leadFormSchema = Yup.object({
  name: Yup.string()
    .trim()
    .required(leadFormMessages.name)
    .min(2, leadFormMessages.name)
    .max(leadFieldLimits.name, leadFormMessages.name)
    .test("name-characters", leadFormMessages.name, (value) => !value || !forbiddenNameCharacters.test(value)),
  whatsapp: Yup.string()
    .trim()
    .required(leadFormMessages.whatsapp)
    .min(10, leadFormMessages.whatsapp)
    .max(leadFieldLimits.whatsapp, leadFormMessages.whatsapp)
    .matches(whatsappCharacters, leadFormMessages.whatsapp)
    .matches(/[0-9]/, leadFormMessages.whatsapp),
  email: Yup.string()
    .trim()
    .required(leadFormMessages.email)
    .email(leadFormMessages.email)
    .max(leadFieldLimits.email, leadFormMessages.email)
    .matches(emailPattern, leadFormMessages.email),
  website: Yup.string(),
});
