/**
 * The contact form's schema: Formik values, trimmed on cast, each field checked by
 * leadFieldProblem (lead-field-rules.ts, the twin of the leads table's constraints).
 */
import * as Yup from "yup";

import { type LeadFieldName, leadFieldProblem } from "./lead-field-rules";

export { emailPattern, leadFieldLimits, leadFormMessages } from "./lead-field-rules";

/**
 * The honeypot's field name: hidden from people, and a name no browser's autofill heuristics
 * match (unlike "website", "url" or "company"), so only a form-filling bot fills it.
 */
export const honeypotField = "lead_note";

export interface LeadFormValues {
  name: string;
  whatsapp: string;
  email: string;
  /** Honeypot: a bot that fills it is thanked; the database records the hit and stores no lead. */
  [honeypotField]: string;
}

export const emptyLeadForm: LeadFormValues = { name: "", whatsapp: "", email: "", [honeypotField]: "" };

const field = (name: LeadFieldName) =>
  Yup.string()
    .trim()
    .default("")
    .test(`${name}-rules`, "", (value, context) => {
      const problem = leadFieldProblem(name, value ?? "");
      return problem ? context.createError({ message: problem }) : true;
    });

export const leadFormSchema = Yup.object({
  name: field("name"),
  whatsapp: field("whatsapp"),
  email: field("email"),
  [honeypotField]: Yup.string().default(""),
});
