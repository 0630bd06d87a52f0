import styled from "@emotion/styled";
import * as React from "react";

import { useToast } from "../../components/toast/ToastProvider";
import { colors, radii, space } from "../../theme/tokens";
import {
  type ScriptAction,
  type ScriptActionToasts,
  contactDialogText,
  copyFailedToast,
  downloadFailedToast,
} from "./contact-dialog-text";
import { copyText, downloadText } from "./script-delivery";
import { submitScriptLead } from "./script-lead-client";

const loadContactDialog = () => import("./ContactDialog");
const ContactDialog = React.lazy(loadContactDialog);

interface ScriptActionsProps {
  script: string;
  fileName: string;
  /** The page path sent with the lead. */
  source: string;
  toasts: ScriptActionToasts;
}

/**
 * The copy and download icon buttons. Each opens the contact dialog (its code
 * loads on first hover, focus or click); confirming posts the lead first, then
 * copies or downloads, then closes the dialog and clears its fields.
 */
export function ScriptActions({ script, fileName, source, toasts }: ScriptActionsProps): React.ReactElement {
  const toast = useToast();
  const [action, setAction] = React.useState<ScriptAction | null>(null);
  const [dialogRequested, setDialogRequested] = React.useState(false);
  const [name, setName] = React.useState("");
  const [email, setEmail] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const copyButton = React.useRef<HTMLButtonElement>(null);
  const downloadButton = React.useRef<HTMLButtonElement>(null);
  const opener = React.useRef<HTMLElement | null>(null);

  const prefetch = () => void loadContactDialog();
  const open = (next: ScriptAction) => {
    opener.current = next === "copy" ? copyButton.current : downloadButton.current;
    setDialogRequested(true);
    setError(null);
    setAction(next);
  };
  const cancel = () => {
    setAction(null);
    setError(null);
  };

  const confirm = async () => {
    if (!action) return;
    const contact = { name: name.trim(), email: email.trim() };
    if (!contact.name || !contact.email) {
      // Shown inside the dialog, not as a toast: the modal hides the toast region from
      // screen readers, and on phones a toast would cover the dialog's buttons.
      setError(contactDialogText[action].missing);
      return;
    }
    setError(null);
    setPending(true);
    await submitScriptLead({ ...contact, source });
    if (action === "copy") {
      await copyText(script).then(
        () => toast(toasts.copied(contact.name)),
        () => toast(copyFailedToast),
      );
    } else {
      try {
        downloadText(fileName, script);
        toast(toasts.downloaded(contact.name));
      } catch {
        toast(downloadFailedToast);
      }
    }
    setPending(false);
    setAction(null);
    setName("");
    setEmail("");
  };

  return (
    <Actions>
      <IconButton
        ref={copyButton}
        type="button"
        aria-label="Copy the script"
        onClick={() => open("copy")}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <rect x="9" y="9" width="11" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h8" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </IconButton>
      <IconButton
        ref={downloadButton}
        type="button"
        aria-label="Download the script"
        onClick={() => open("download")}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 3v12m0 0-5-5m5 5 5-5M4 20h16" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </IconButton>
      {dialogRequested ? (
        <React.Suspense fallback={null}>
          <ContactDialog
            action={action}
            name={name}
            email={email}
            onNameChange={setName}
            onEmailChange={setEmail}
            error={error}
            pending={pending}
            onConfirm={() => void confirm()}
            onCancel={cancel}
            returnFocusTo={opener}
          />
        </React.Suspense>
      ) : null}
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  gap: ${space[2]};
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  background: ${colors.paper};
  color: ${colors.brandStrong};
  cursor: pointer;
  &:hover {
    background: ${colors.brandSoft};
  }
`;
