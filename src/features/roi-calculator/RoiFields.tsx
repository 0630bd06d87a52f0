import styled from "@emotion/styled";
import * as React from "react";

import { colors, fontSizes, fontWeights, radii, space } from "../../theme/tokens";

interface AmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A free numeric field with its inline error (aria-invalid, aria-describedby). */
export function AmountField({ id, label, value, onChange, error }: AmountFieldProps): React.ReactElement {
  const errorId = `${id}-error`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <Error id={errorId}>
          {error}
        </Error>
      ) : null}
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
    <Field>
      <Row>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id}>{display}</output>
      </Row>
      <Range
        id={id}
        type="range"
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

const Field = styled.div`
  display: grid;
  gap: ${space[1]};
  label {
    font-weight: ${fontWeights.semibold};
  }
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space[2]};
  output {
    color: ${colors.brand};
    font-weight: ${fontWeights.bold};
  }
`;

const Input = styled.input`
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${colors.inkMuted};
  border-radius: ${radii.md};
  &[aria-invalid="true"] {
    border-color: ${colors.danger};
  }
`;

const Range = styled.input`
  width: 100%;
  accent-color: ${colors.brand};
`;

const Error = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-size: ${fontSizes.sm};
`;
