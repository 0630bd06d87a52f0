/** A generator's form as data: the form renders from it and the required-field check reads it. */

interface ScriptFieldBase<Form> {
  name: keyof Form & string;
  /** The control's id, unique on the page. */
  id: string;
  label: string;
  required?: boolean;
  placeholder?: string;
}

export type ScriptFieldSpec<Form> =
  | (ScriptFieldBase<Form> & { kind: "text" })
  | (ScriptFieldBase<Form> & {
      kind: "select";
      placeholder: string;
      options: ReadonlyArray<{ value: string; label: string }>;
    })
  | (ScriptFieldBase<Form> & { kind: "textarea"; rows: number; hint?: string });

/** Every string-valued form; each generator's form is one. */
export type ScriptForm<Form> = Record<keyof Form, string>;

/** True when every required field holds more than whitespace. */
export function isScriptFormComplete<Form extends ScriptForm<Form>>(
  fields: ReadonlyArray<ScriptFieldSpec<Form>>,
  form: Form,
): boolean {
  return fields.every((field) => !field.required || form[field.name].trim() !== "");
}
