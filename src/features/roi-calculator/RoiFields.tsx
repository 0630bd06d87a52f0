import * as React from "react";

import { Field, fieldDescribedBy, FieldValue, Input, Slider } from "../../components/ui/Field";

interface AmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A free numeric field with its inline error (aria-invalid, aria-describedby). */
export function AmountField({ id, label, value, onChange, error }: AmountFieldProps): React.ReactElement {
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, { error })}
      />
    </Field>
  );
}

interface SliderFieldProps {
  id: string;
  label: string;
  value: number;
  display: string;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
}

/** A labelled range input that shows its current value. */
export function SliderField({ id, label, value, display, min, max, step, onChange }: SliderFieldProps) {
  return (
    <Field id={id} label={label} aside={<FieldValue htmlFor={id}>{display}</FieldValue>}>
      <Slider
        id={id}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={display}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </Field>
  );
}
