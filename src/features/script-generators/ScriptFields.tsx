import * as React from "react";

import { Field, fieldDescribedBy, Input, Select, Textarea } from "../../components/ui/Field";
import type { ScriptFieldSpec, ScriptForm } from "./script-fields";

interface ScriptFieldsProps<Form> {
  fields: ReadonlyArray<ScriptFieldSpec<Form>>;
  values: Form;
  onChange: (field: keyof Form, value: string) => void;
}

/** A generator's fields, rendered from its field list; required ones say so visibly and to screen readers. */
export function ScriptFields<Form extends ScriptForm<Form>>({
  fields,
  values,
  onChange,
}: ScriptFieldsProps<Form>): React.ReactElement {
  return (
    <>
      {fields.map((field) => {
        const hint = field.kind === "textarea" ? field.hint : undefined;
        const common = {
          id: field.id,
          value: values[field.name],
          onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
            onChange(field.name, event.target.value),
        };
        return (
          <Field key={field.id} id={field.id} label={field.label} required={field.required} description={hint}>
            {field.kind === "text" ? (
              <Input {...common} placeholder={field.placeholder} aria-required={field.required || undefined} />
            ) : null}
            {field.kind === "select" ? (
              <Select {...common} aria-required={field.required || undefined}>
                <option value="">{field.placeholder}</option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            ) : null}
            {field.kind === "textarea" ? (
              <Textarea
                {...common}
                rows={field.rows}
                placeholder={field.placeholder}
                aria-describedby={fieldDescribedBy(field.id, { description: hint })}
              />
            ) : null}
          </Field>
        );
      })}
    </>
  );
}
