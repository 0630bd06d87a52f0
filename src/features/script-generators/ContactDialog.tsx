import styled from "@emotion/styled";
import * as React from "react";

import { Button } from "../../components/ui/Button";
import { DialogPanel } from "../../components/ui/DialogPanel";
import { Field, Input } from "../../components/ui/Field";
import { colors, fontSizes, space } from "../../theme/tokens";
import { type ScriptAction, contactDialogText } from "./contact-dialog-text";
import type { ContactError } from "./use-contact-gate";

export interface ContactDialogProps {
  action: ScriptAction | null;
  name: string;
  email: string;
  onNameChange: (value: string) => void;
  onEmailChange: (value: string) => void;
  /** Why the last confirm was refused; shown inline, announced, and its first field focused. */
  error: ContactError | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Gets focus back when the dialog closes: the icon button that opened it. */
  returnFocusTo: React.RefObject<HTMLElement | null>;
}

/**
 * The 'Copy Script' / 'Download Script' dialog: a modal with a focus trap that
 * Escape closes, asking for Full Name and Email Address. Loaded on first use.
 */
export default function ContactDialog(props: ContactDialogProps): React.ReactElement {
  const { action, name, email, error, pending } = props;
  // Closed, the dialog's content is unmounted, so the fallback text is never seen.
  const text = contactDialogText[action ?? "copy"];
  const nameRef = React.useRef<HTMLInputElement>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const nameInvalid = error?.fields.name === true;
  const emailInvalid = error?.fields.email === true;

  React.useEffect(() => {
    if (!error) return;
    (error.fields.name ? nameRef : emailRef).current?.focus();
    // Focus moves only when a new error appears, not while the visitor types.
  }, [error]);

  return (
    <DialogPanel
      open={action !== null}
      onOpenChange={(open) => !open && !pending && props.onCancel()}
      title={text.title}
      description={text.description}
      placement="top"
      width="narrow"
      returnFocus={() => props.returnFocusTo.current?.focus()}
    >
      {/* noValidate: the dialog's own rules and messages (the table's), not the browser's. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) props.onConfirm();
        }}
      >
        <Field id="script-contact-name" label="Full Name">
          <Input
            ref={nameRef}
            id="script-contact-name"
            name="name"
            autoComplete="name"
            value={name}
            aria-required="true"
            aria-invalid={nameInvalid || undefined}
            aria-describedby={error ? "script-contact-error" : undefined}
            onChange={(event) => props.onNameChange(event.target.value)}
          />
        </Field>
        <Field id="script-contact-email" label="Email Address">
          <Input
            ref={emailRef}
            id="script-contact-email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            aria-required="true"
            aria-invalid={emailInvalid || undefined}
            aria-describedby={error ? "script-contact-error" : undefined}
            onChange={(event) => props.onEmailChange(event.target.value)}
          />
        </Field>
        {/* One message for both fields, announced when it appears. */}
        <ErrorText id="script-contact-error" role="alert">
          {error?.message}
        </ErrorText>
        <Actions>
          <Button type="button" variant="secondary" onClick={props.onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending ? text.pending : text.confirm}
          </Button>
        </Actions>
      </form>
    </DialogPanel>
  );
}

const ErrorText = styled.p`
  margin: 0 0 ${space[3]};
  color: ${colors.danger};
  font-size: ${fontSizes.sm};
  &:empty {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[3]};
`;
