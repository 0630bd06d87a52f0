import styled from "@emotion/styled";
import * as React from "react";

import { keepClearProps } from "../../components/toast/keep-clear";
import { useToast } from "../../components/toast/ToastProvider";
import { colors, radii, sizes, space } from "../../theme/tokens";
import {
  type ScriptAction,
  type ScriptActionToasts,
  copyFailedToast,
  downloadFailedToast,
} from "./contact-dialog-text";
import { copyText, downloadText } from "./script-delivery";
import { type ScriptLeadPort, scriptLeadPort } from "./script-lead-client";
import { type Contact, useContactGate } from "./use-contact-gate";

// Prefetched at idle priority (downloaded, not run): the first Copy/Download opens it without a network wait.
const loadContactDialog = () => import(/* webpackPrefetch: true */ "./ContactDialog");
const ContactDialog = React.lazy(loadContactDialog);

interface ScriptActionsProps {
  script: string;
  fileName: string;
  /** The page path sent with the lead. */
  source: string;
  toasts: ScriptActionToasts;
  port?: ScriptLeadPort;
}

/**
 * The copy and download icon buttons. Each opens the contact dialog (its code
 * loads on first hover, focus or click); useContactGate sends the lead, then
 * this component copies or downloads at once, in the same click.
 */
export function ScriptActions({
  script,
  fileName,
  source,
  toasts,
  port = scriptLeadPort,
}: ScriptActionsProps): React.ReactElement {
  const toast = useToast();
  const copyButton = React.useRef<HTMLButtonElement>(null);
  const downloadButton = React.useRef<HTMLButtonElement>(null);
  const opener = React.useRef<HTMLElement | null>(null);

  const perform = async (action: ScriptAction, contact: Contact) => {
    if (action === "copy") {
      await copyText(script).then(
        () => toast(toasts.copied(contact.name)),
        () => toast(copyFailedToast),
      );
      return;
    }
    try {
      downloadText(fileName, script);
      toast(toasts.downloaded(contact.name));
    } catch {
      toast(downloadFailedToast);
    }
  };
  const gate = useContactGate(port, { source, perform });

  const prefetch = () => {
    void loadContactDialog();
    port.preload();
  };
  const open = (action: ScriptAction) => {
    opener.current = action === "copy" ? copyButton.current : downloadButton.current;
    gate.open(action);
  };

  // Copy and Download are the next taps after each toast here: toasts stand clear of them.
  return (
    <Actions {...keepClearProps}>
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
      {gate.dialogRequested ? (
        <React.Suspense fallback={null}>
          <ContactDialog
            action={gate.action}
            name={gate.name}
            email={gate.email}
            onNameChange={gate.setName}
            onEmailChange={gate.setEmail}
            error={gate.error}
            pending={gate.pending}
            onConfirm={() => void gate.confirm()}
            onCancel={gate.cancel}
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
  width: ${sizes.touchTarget};
  height: ${sizes.touchTarget};
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  background: ${colors.paper};
  color: ${colors.brandStrong};
  cursor: pointer;
  &:hover {
    background: ${colors.brandSoft};
  }
`;
