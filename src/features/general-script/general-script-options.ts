/** The general generator's form: its values and their options (the fields themselves: general-script-fields.ts). */

export interface GeneralScriptForm {
  title: string;
  scriptType: string;
  duration: string;
  audience: string;
  tone: string;
  objective: string;
  keyPoints: string;
  callToAction: string;
}

export const emptyGeneralScriptForm: GeneralScriptForm = {
  title: "",
  scriptType: "",
  duration: "",
  audience: "",
  tone: "",
  objective: "",
  keyPoints: "",
  callToAction: "",
};

export const generalScriptTypes = [
  { value: "presentation", label: "Presentation" },
  { value: "sales", label: "Sales Pitch" },
  { value: "webinar", label: "Webinar" },
  { value: "educational", label: "Educational Content" },
] as const;

export type GeneralScriptType = (typeof generalScriptTypes)[number]["value"];

/** Each duration plans the script for `targetMinutes`, which sits inside the range. */
export const generalDurations = [
  { value: "5-10", label: "5-10 minutes", minMinutes: 5, maxMinutes: 10, targetMinutes: 8 },
  { value: "10-15", label: "10-15 minutes", minMinutes: 10, maxMinutes: 15, targetMinutes: 12 },
  { value: "15-30", label: "15-30 minutes", minMinutes: 15, maxMinutes: 30, targetMinutes: 25 },
  { value: "30-45", label: "30-45 minutes", minMinutes: 30, maxMinutes: 45, targetMinutes: 40 },
  { value: "45-60", label: "45-60 minutes", minMinutes: 45, maxMinutes: 60, targetMinutes: 55 },
  { value: "60+", label: "60+ minutes", minMinutes: 60, maxMinutes: Infinity, targetMinutes: 75 },
] as const;

export const generalTones = [
  { value: "professional", label: "Professional" },
  { value: "casual", label: "Casual & Friendly" },
  { value: "authoritative", label: "Authoritative" },
  { value: "conversational", label: "Conversational" },
  { value: "inspiring", label: "Inspiring & Motivational" },
] as const;

export type GeneralTone = (typeof generalTones)[number]["value"];

export const generalMissingFieldsMessage = "Please fill in the title, script type, and duration fields.";

export const generalGeneratedToast = {
  title: "Script Generated!",
  description: "Your script has been created successfully.",
};

export const generalActionToasts = {
  copied: () => ({ title: "Copied!", description: "Script copied to clipboard." }),
  downloaded: () => ({ title: "Downloaded!", description: "Script downloaded as a text file." }),
};
