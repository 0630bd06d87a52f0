import type { ContactRefusal } from "../../src/features/script-generators/script-contact-rules";

export interface ScriptLeadCase {
  label: string;
  name: string;
  email: string;
  refusal: ContactRefusal | null;
}
export const scriptLeadCases: ScriptLeadCase[];
