import styled from "@emotion/styled";
import * as React from "react";

import { colors, fontSizes, fontWeights, radii, space } from "../../theme/tokens";

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: string;
}

/** Required fields say so visibly and to screen readers; the generator checks them on submit. */
function FieldLabel({ id, label, required }: Pick<FieldProps, "id" | "label" | "required">): React.ReactElement {
  return (
    <Label htmlFor={id}>
      {label}
      {required ? <RequiredMark aria-hidden="true"> *</RequiredMark> : null}
    </Label>
  );
}

export function TextField(props: FieldProps & { placeholder?: string }): React.ReactElement {
  return (
    <Field>
      <FieldLabel {...props} />
      <Input
        id={props.id}
        value={props.value}
        placeholder={props.placeholder}
        aria-required={props.required || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field>
  );
}

export function SelectField(
  props: FieldProps & { placeholder: string; options: ReadonlyArray<{ value: string; label: string }> },
): React.ReactElement {
  return (
    <Field>
      <FieldLabel {...props} />
      <Select
        id={props.id}
        value={props.value}
        aria-required={props.required || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function TextAreaField(props: FieldProps & { rows: number; placeholder?: string }): React.ReactElement {
  const hintId = `${props.id}-hint`;
  return (
    <Field>
      <FieldLabel {...props} />
      {props.hint ? <Hint id={hintId}>{props.hint}</Hint> : null}
      <Textarea
        id={props.id}
        rows={props.rows}
        value={props.value}
        placeholder={props.placeholder}
        aria-describedby={props.hint ? hintId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field>
  );
}

export const Field = styled.div`
  margin-bottom: ${space[4]};
`;

export const Label = styled.label`
  display: block;
  margin-bottom: ${space[1]};
  font-weight: ${fontWeights.semibold};
`;

const RequiredMark = styled.span`
  color: ${colors.danger};
`;

const Hint = styled.p`
  margin: 0 0 ${space[1]};
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
`;

const control = `
  display: block;
  width: 100%;
  min-height: 2.75rem;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${colors.inkMuted};
  border-radius: ${radii.md};
  background: ${colors.paper};
  color: ${colors.ink};
  &[aria-invalid="true"] {
    border-color: ${colors.danger};
  }
`;

export const Input = styled.input`
  ${control}
`;

const Select = styled.select`
  ${control}
`;

const Textarea = styled.textarea`
  ${control}
  resize: vertical;
`;

export const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  min-height: 2.75rem;
  padding: ${space[2]} ${space[5]};
  border: 1px solid ${colors.brand};
  border-radius: ${radii.pill};
  background: ${colors.brand};
  color: ${colors.paper};
  font-weight: ${fontWeights.semibold};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${colors.brandStrong};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
  &[data-variant="secondary"] {
    background: ${colors.paper};
    color: ${colors.brandStrong};
  }
`;
