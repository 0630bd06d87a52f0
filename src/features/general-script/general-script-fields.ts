import type { ScriptFieldSpec } from "../script-generators/script-fields";
import { type GeneralScriptForm, generalDurations, generalScriptTypes, generalTones } from "./general-script-options";

/** The general generator's fields, in order; title, script type and duration are required. */
export const generalScriptFields: ReadonlyArray<ScriptFieldSpec<GeneralScriptForm>> = [
  {
    name: "title",
    id: "gs-title",
    kind: "text",
    label: "Title/Topic",
    required: true,
    placeholder: "e.g. Quarterly product update",
  },
  {
    name: "scriptType",
    id: "gs-script-type",
    kind: "select",
    label: "Script Type",
    required: true,
    placeholder: "Select a script type",
    options: generalScriptTypes,
  },
  {
    name: "duration",
    id: "gs-duration",
    kind: "select",
    label: "Duration",
    required: true,
    placeholder: "Select a duration",
    options: generalDurations,
  },
  {
    name: "audience",
    id: "gs-audience",
    kind: "text",
    label: "Target Audience",
    placeholder: "e.g. Sales team, new customers",
  },
  { name: "tone", id: "gs-tone", kind: "select", label: "Tone", placeholder: "Select a tone", options: generalTones },
  {
    name: "objective",
    id: "gs-objective",
    kind: "text",
    label: "Main Objective",
    placeholder: "e.g. Win approval for the new budget",
  },
  {
    name: "keyPoints",
    id: "gs-key-points",
    kind: "textarea",
    label: "Key Points to Cover",
    hint: "One point per line.",
    rows: 4,
  },
  {
    name: "callToAction",
    id: "gs-call-to-action",
    kind: "text",
    label: "Call to Action",
    placeholder: "e.g. Book a demo this week",
  },
];
