import * as React from "react";

import { SelectField, TextAreaField, TextField } from "../script-generators/form-fields";
import { type GeneralScriptForm as FormValues, generalDurations, generalScriptTypes, generalTones } from "./general-script-options";

interface GeneralScriptFieldsProps {
  values: FormValues;
  onChange: (field: keyof FormValues, value: string) => void;
}

/** The general generator's fields; title, script type and duration are required. */
export function GeneralScriptFields({ values, onChange }: GeneralScriptFieldsProps): React.ReactElement {
  return (
    <>
      <TextField
        id="gs-title"
        label="Title/Topic"
        required
        placeholder="e.g. Quarterly product update"
        value={values.title}
        onChange={(value) => onChange("title", value)}
      />
      <SelectField
        id="gs-script-type"
        label="Script Type"
        required
        placeholder="Select a script type"
        options={generalScriptTypes}
        value={values.scriptType}
        onChange={(value) => onChange("scriptType", value)}
      />
      <SelectField
        id="gs-duration"
        label="Duration"
        required
        placeholder="Select a duration"
        options={generalDurations}
        value={values.duration}
        onChange={(value) => onChange("duration", value)}
      />
      <TextField
        id="gs-audience"
        label="Target Audience"
        placeholder="e.g. Sales team, new customers"
        value={values.audience}
        onChange={(value) => onChange("audience", value)}
      />
      <SelectField
        id="gs-tone"
        label="Tone"
        placeholder="Select a tone"
        options={generalTones}
        value={values.tone}
        onChange={(value) => onChange("tone", value)}
      />
      <TextField
        id="gs-objective"
        label="Main Objective"
        placeholder="e.g. Win approval for the new budget"
        value={values.objective}
        onChange={(value) => onChange("objective", value)}
      />
      <TextAreaField
        id="gs-key-points"
        label="Key Points to Cover"
        hint="One point per line."
        rows={4}
        value={values.keyPoints}
        onChange={(value) => onChange("keyPoints", value)}
      />
      <TextField
        id="gs-call-to-action"
        label="Call to Action"
        placeholder="e.g. Book a demo this week"
        value={values.callToAction}
        onChange={(value) => onChange("callToAction", value)}
      />
    </>
  );
}
