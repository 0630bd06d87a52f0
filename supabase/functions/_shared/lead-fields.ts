// The fields of each kind of lead, declared once: the function (lead-store.ts, the deliveries),
// the owner's receiver (supabase/sheets-receiver/Code.gs, whose column lists are generated from
// this file by scripts/leads/generate-receiver-columns.ts), `npm run leads` and the tests all take
// them from here. Supabase's convention puts code several functions share in
// supabase/functions/_shared/, which a deployed function may import; Node imports it as written.

/** The quiz lead's form fields (the leads table), in the order the sheet shows them. */
export const leadFields = [
  "name",
  "whatsapp",
  "email",
  "investment_type",
  "capital_range",
  "execution_format",
  "understands_discipline",
] as const;

/** The script generators' contact (the script_leads table): name, email and the page it was left on. */
export const scriptLeadFields = ["name", "email", "source"] as const;

export type LeadField = (typeof leadFields)[number];
export type ScriptLeadField = (typeof scriptLeadFields)[number];

/** What a stored lead of each kind holds: every field as text. */
export type LeadValues = Record<LeadField, string>;
export type ScriptLeadValues = Record<ScriptLeadField, string>;

/** The two kinds of lead the outbox forwards; each goes to its own tab of the owner's sheet. */
export const leadKinds = {
  lead: { table: "leads", tab: "Leads", fields: leadFields },
  script_lead: { table: "script_leads", tab: "Script leads", fields: scriptLeadFields },
} as const;

export type LeadKind = keyof typeof leadKinds;

/** The columns of each tab: the delivery's id and time, the kind's fields, when the sheet took it. */
export const sheetColumns = (kind: LeadKind): string[] => [
  "lead_id",
  "created_at",
  ...leadKinds[kind].fields,
  "received_at",
];
