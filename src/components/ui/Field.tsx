import styled from "@emotion/styled";
import * as React from "react";

import { colors, fontSizes, fontWeights, radii, sizes, space } from "../../theme/tokens";

/** The ids a field's control points at with aria-describedby. */
export const fieldDescriptionId = (id: string): string => `${id}-hint`;
export const fieldErrorId = (id: string): string => `${id}-error`;

/** aria-describedby for a control: its description and its error, when shown. */
export function fieldDescribedBy(
  id: string,
  { description, error }: { description?: string; error?: string },
): string | undefined {
  const ids = [description ? fieldDescriptionId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

interface FieldProps {
  /** The control's id; the label points at it. */
  id: string;
  label: React.ReactNode;
  /** Shows the visible "*" (screen readers get aria-required on the control instead). */
  required?: boolean;
  description?: string;
  error?: string;
  /** Shown at the end of the label row, e.g. a slider's current value. */
  aside?: React.ReactNode;
  /** The control: Input, Select, Textarea or Slider with this id. */
  children: React.ReactNode;
}

/** Label, optional description, the control and its inline error: every form field of the site. */
export function Field({ id, label, required, description, error, aside, children }: FieldProps): React.ReactElement {
  return (
    <FieldBox>
      <LabelRow>
        <Label htmlFor={id}>
          {label}
          {required ? <RequiredMark aria-hidden="true"> *</RequiredMark> : null}
        </Label>
        {aside}
      </LabelRow>
      {description ? <Description id={fieldDescriptionId(id)}>{description}</Description> : null}
      {children}
      {error ? <ErrorText id={fieldErrorId(id)}>{error}</ErrorText> : null}
    </FieldBox>
  );
}

const control = `
  display: block;
  width: 100%;
  min-height: ${sizes.control};
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${colors.inkMuted};
  border-radius: ${radii.md};
  background: ${colors.paper};
  color: ${colors.ink};
  font: inherit;
  &[aria-invalid="true"] {
    border-color: ${colors.danger};
  }
`;

/* Styled components forward refs, so a form can focus any control. */
export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const Textarea = styled.textarea`
  ${control}
  resize: vertical;
`;

type SliderProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type">;

/** A range input in the brand colour. */
export const Slider = React.forwardRef<HTMLInputElement, SliderProps>(function Slider(props, ref) {
  return <Range ref={ref} type="range" {...props} />;
});

/** The value a slider shows beside its label. */
export const FieldValue = styled.output`
  color: ${colors.brand};
  font-weight: ${fontWeights.bold};
`;

const FieldBox = styled.div`
  display: grid;
  gap: ${space[1]};
  margin-bottom: ${space[4]};
`;

const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space[2]};
`;

const Label = styled.label`
  font-weight: ${fontWeights.semibold};
`;

const RequiredMark = styled.span`
  color: ${colors.danger};
`;

const Description = styled.p`
  margin: 0;
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-size: ${fontSizes.sm};
`;

const Range = styled.input`
  width: 100%;
  accent-color: ${colors.brand};
`;
