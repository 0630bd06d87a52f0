import styled from "@emotion/styled";
import * as Dialog from "@radix-ui/react-dialog";
import * as React from "react";

import { mq } from "../../theme/media";
import { colors, fontSizes, radii, shadows, space, zIndices } from "../../theme/tokens";
import { type ScriptAction, contactDialogText } from "./contact-dialog-text";
import { Button, Input, Label } from "./form-fields";

export interface ContactDialogProps {
  action: ScriptAction | null;
  name: string;
  email: string;
  onNameChange: (value: string) => void;
  onEmailChange: (value: string) => void;
  /** The spec's message when name or email is empty; shown inline and announced. */
  error: string | null;
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
  const nameMissing = error !== null && name.trim() === "";
  const emailMissing = error !== null && email.trim() === "";

  React.useEffect(() => {
    if (!error) return;
    (name.trim() === "" ? nameRef : emailRef).current?.focus();
    // Focus moves only when a new error appears, not while the visitor types.
  }, [error]);

  return (
    <Dialog.Root open={action !== null} onOpenChange={(open) => !open && !pending && props.onCancel()}>
      <Dialog.Portal>
        <Overlay />
        <Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            props.returnFocusTo.current?.focus();
          }}
        >
          <Title>{text.title}</Title>
          <Description>{text.description}</Description>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!pending) props.onConfirm();
            }}
          >
            <Field>
              <Label htmlFor="script-contact-name">Full Name</Label>
              <Input
                ref={nameRef}
                id="script-contact-name"
                name="name"
                autoComplete="name"
                value={name}
                aria-required="true"
                aria-invalid={nameMissing || undefined}
                aria-describedby={error ? "script-contact-error" : undefined}
                onChange={(event) => props.onNameChange(event.target.value)}
              />
            </Field>
            <Field>
              <Label htmlFor="script-contact-email">Email Address</Label>
              <Input
                ref={emailRef}
                id="script-contact-email"
                name="email"
                type="email"
                autoComplete="email"
                value={email}
                aria-required="true"
                aria-invalid={emailMissing || undefined}
                aria-describedby={error ? "script-contact-error" : undefined}
                onChange={(event) => props.onEmailChange(event.target.value)}
              />
            </Field>
            <ErrorText id="script-contact-error" role="alert">
              {error}
            </ErrorText>
            <Actions>
              <Button type="button" data-variant="secondary" onClick={props.onCancel} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
                {pending ? text.pending : text.confirm}
              </Button>
            </Actions>
          </form>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${zIndices.overlay};
  /* colors.night at 70% opacity */
  background: ${colors.night}b3;
`;

/* Near the top on phones, so toasts at the bottom never cover its buttons; centred from md. */
const Content = styled(Dialog.Content)`
  position: fixed;
  top: ${space[6]};
  left: 50%;
  z-index: ${zIndices.modal};
  width: calc(100vw - 2 * ${space[4]});
  max-width: 28rem;
  max-height: calc(100vh - 2 * ${space[6]});
  overflow-y: auto;
  transform: translateX(-50%);
  padding: ${space[5]};
  border-radius: ${radii.lg};
  background: ${colors.paper};
  box-shadow: ${shadows.raised};
  ${mq.md} {
    top: 50%;
    transform: translate(-50%, -50%);
    padding: ${space[6]};
  }
`;

const Title = styled(Dialog.Title)`
  margin: 0 0 ${space[2]};
  font-size: ${fontSizes.xl};
`;

const Description = styled(Dialog.Description)`
  margin: 0 0 ${space[4]};
  color: ${colors.inkMuted};
`;

const Field = styled.div`
  margin-bottom: ${space[4]};
`;

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
