import styled from "@emotion/styled";
import { type FormikErrors, type FormikTouched, useFormik } from "formik";
import * as React from "react";

import { PrimaryButton } from "../../components/page/PrimaryButton";
import { useToast } from "../../components/toast/ToastProvider";
import { colors, fontSizes, fontWeights, radii, space } from "../../theme/tokens";
import type { LeadBackendPort } from "./lead-backend-port";
import { emptyLeadForm, leadFieldLimits, type LeadFormValues, leadFormSchema } from "./lead-form-schema";
import type { LeadAnswers } from "./lead-quiz-questions";
import { type LeadRow, newLeadId, saveLeadIdempotently } from "./lead-submission";

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

const fields: { name: FieldName; label: string; type: string; autoComplete: string; placeholder?: string; inputMode?: "tel" | "email" }[] = [
  { name: "name", label: "Nome", type: "text", autoComplete: "name" },
  { name: "whatsapp", label: "WhatsApp", type: "tel", autoComplete: "tel", placeholder: "(00) 00000-0000", inputMode: "tel" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", inputMode: "email" },
];

/** Name, WhatsApp and email (Formik + Yup), saved once however often it is submitted. */
export function LeadForm({ answers, backend, onSaved }: LeadFormProps): React.ReactElement {
  const toast = useToast();
  // The id of the lead being saved, kept while an earlier attempt may have reached the database.
  const attempt = React.useRef<{ id: string; sent: boolean } | null>(null);
  const busy = React.useRef(false);
  const [status, setStatus] = React.useState("");

  React.useEffect(() => backend.preload(), [backend]);

  const succeed = () => {
    toast(leadSaveMessages.success);
    onSaved();
  };

  const save = async (values: LeadFormValues) => {
    if (busy.current) return;
    busy.current = true;
    setStatus("");
    try {
      if (values.website.trim() !== "") return succeed();
      const clean = leadFormSchema.cast(values);
      attempt.current ??= { id: newLeadId(), sent: false };
      const row: LeadRow = { id: attempt.current.id, name: clean.name, whatsapp: clean.whatsapp, email: clean.email, ...answers };
      const result = await saveLeadIdempotently(backend.insert, row, {
        alreadySent: attempt.current.sent,
        ...(backend.retryDelays ? { retryDelays: backend.retryDelays } : {}),
      });
      if (result.stored) {
        attempt.current = null;
        backend.notify(row);
        return succeed();
      }
      attempt.current = result.keepId ? { id: row.id, sent: true } : null;
      toast({ ...leadSaveMessages.error, variant: "destructive" });
      setStatus(`${leadSaveMessages.error.title}: ${leadSaveMessages.error.description}`);
    } finally {
      busy.current = false;
    }
  };

  const formik = useFormik<LeadFormValues>({ initialValues: emptyLeadForm, validationSchema: leadFormSchema, onSubmit: save });
  const errorOf = (name: FieldName) => fieldError(formik.errors, formik.touched, name);

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      {fields.map((field, index) => {
        const error = errorOf(field.name);
        const id = `lead-${field.name}`;
        return (
          <Field key={field.name}>
            <Label htmlFor={id}>{field.label}</Label>
            <Input
              id={id}
              autoFocus={index === 0}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              placeholder={field.placeholder}
              maxLength={leadFieldLimits[field.name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...formik.getFieldProps(field.name)}
            />
            {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
          </Field>
        );
      })}
      <Honeypot aria-hidden="true">
        <label htmlFor="lead-website">Não preencha este campo</label>
        <input id="lead-website" type="text" tabIndex={-1} autoComplete="off" {...formik.getFieldProps("website")} />
      </Honeypot>
      <Submit type="submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? "Salvando..." : "Quero participar"}
      </Submit>
      <Status role="status">{status}</Status>
    </form>
  );
}

function fieldError(errors: FormikErrors<LeadFormValues>, touched: FormikTouched<LeadFormValues>, name: FieldName) {
  return touched[name] ? errors[name] : undefined;
}

const Field = styled.div`
  display: grid;
  gap: ${space[1]};
  margin-bottom: ${space[4]};
`;

const Label = styled.label`
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
`;

const Input = styled.input`
  min-height: 3rem;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${colors.inkMuted};
  border-radius: ${radii.md};
  font: inherit;
  &[aria-invalid="true"] {
    border-color: ${colors.danger};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-size: ${fontSizes.sm};
`;

/** Off-screen rather than display:none, which form-filling bots skip. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Submit = styled(PrimaryButton)`
  width: 100%;
  &:disabled {
    cursor: progress;
    background: ${colors.inkMuted};
  }
`;

/** Repeats the failure inside the dialog for screen readers. */
const Status = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
