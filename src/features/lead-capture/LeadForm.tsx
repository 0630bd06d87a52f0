import styled from "@emotion/styled";
import { type FormikErrors, type FormikTouched, useFormik } from "formik";
import * as React from "react";

import { useToast } from "../../components/toast/ToastProvider";
import { Button } from "../../components/ui/Button";
import { Field, fieldDescribedBy, Input } from "../../components/ui/Field";
import { colors } from "../../theme/tokens";
import type { LeadBackendPort } from "./lead-backend-port";
import { emptyLeadForm, honeypotField, type LeadFormValues, leadFormSchema } from "./lead-form-schema";
import type { LeadAnswers } from "./lead-quiz-questions";
import { useLeadSave } from "./use-lead-save";

export const leadSaveMessages = {
  error: { title: "Erro", description: "Houve um erro ao salvar seus dados. Tente novamente." },
  success: { title: "Sucesso!", description: "Seus dados foram salvos com sucesso." },
} as const;

interface LeadFormProps {
  answers: LeadAnswers;
  backend: LeadBackendPort;
  onSaved: () => void;
}

type FieldName = "name" | "whatsapp" | "email";

const fields: {
  name: FieldName;
  label: string;
  type: string;
  autoComplete: string;
  placeholder?: string;
  inputMode?: "tel" | "email";
}[] = [
  { name: "name", label: "Nome", type: "text", autoComplete: "name" },
  {
    name: "whatsapp",
    label: "WhatsApp",
    type: "tel",
    autoComplete: "tel",
    placeholder: "(00) 00000-0000",
    inputMode: "tel",
  },
  { name: "email", label: "Email", type: "email", autoComplete: "email", inputMode: "email" },
];

/** Name, WhatsApp and email (Formik + Yup); useLeadSave stores it once however often it is submitted. */
export function LeadForm({ answers, backend, onSaved }: LeadFormProps): React.ReactElement {
  const toast = useToast();
  const { save, failed } = useLeadSave(backend);

  const submit = async (values: LeadFormValues) => {
    const outcome = await save(values, answers);
    if (outcome === "saved") {
      toast(leadSaveMessages.success);
      onSaved();
    } else if (outcome === "failed") {
      toast({ ...leadSaveMessages.error, variant: "destructive" });
    }
  };

  const formik = useFormik<LeadFormValues>({
    initialValues: emptyLeadForm,
    validationSchema: leadFormSchema,
    onSubmit: submit,
  });
  const errorOf = (name: FieldName) => fieldError(formik.errors, formik.touched, name);
  const invalid = useFocusFirstInvalid(formik.submitCount, formik.isSubmitting, formik.errors);

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      {fields.map((field, index) => {
        const error = errorOf(field.name);
        const id = `lead-${field.name}`;
        return (
          <Field key={field.name} id={id} label={field.label} error={error}>
            <Input
              id={id}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the form replaces the quiz inside the open modal dialog: focus moves to its first field (WAI-ARIA dialog pattern), not lost with the removed quiz button
              autoFocus={index === 0}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              placeholder={field.placeholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={fieldDescribedBy(id, { error })}
              {...formik.getFieldProps(field.name)}
            />
          </Field>
        );
      })}
      <Honeypot aria-hidden="true">
        <label htmlFor={honeypotId}>Não preencha este campo</label>
        <input id={honeypotId} type="text" tabIndex={-1} autoComplete="off" {...formik.getFieldProps(honeypotField)} />
      </Honeypot>
      <Submit type="submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? "Salvando..." : "Quero participar"}
      </Submit>
      {/* Repeats the failure, or what to correct, inside the dialog for screen readers. */}
      <p role="status" className="visually-hidden">
        {failed ? `${leadSaveMessages.error.title}: ${leadSaveMessages.error.description}` : invalid}
      </p>
    </form>
  );
}

const honeypotId = `lead-${honeypotField}`;

function fieldError(errors: FormikErrors<LeadFormValues>, touched: FormikTouched<LeadFormValues>, name: FieldName) {
  return touched[name] ? errors[name] : undefined;
}

/**
 * After a submit that validation stopped, moves focus to the first invalid field (its error is
 * tied to it by aria-describedby, so a screen reader reads label, "invalid" and the message) and
 * returns a summary for the status region. Runs after the render that shows the errors.
 */
function useFocusFirstInvalid(
  submitCount: number,
  isSubmitting: boolean,
  errors: FormikErrors<LeadFormValues>,
): string {
  const handled = React.useRef(0);
  const [summary, setSummary] = React.useState("");
  React.useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const invalid = fields.filter((field) => errors[field.name]);
    setSummary(
      invalid.length
        ? `Corrija ${invalid.length === 1 ? "o campo" : "os campos"}: ${invalid.map((field) => field.label).join(", ")}.`
        : "",
    );
    if (invalid[0]) document.getElementById(`lead-${invalid[0].name}`)?.focus();
  }, [submitCount, isSubmitting, errors]);
  return summary;
}

/** Off-screen rather than display:none, which form-filling bots skip. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Submit = styled(Button)`
  width: 100%;
  &:disabled {
    border-color: ${colors.inkMuted};
    background: ${colors.inkMuted};
  }
`;
