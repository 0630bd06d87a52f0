import * as React from "react";

import { type ScriptAction, contactDialogText, contactRuleText } from "./contact-dialog-text";
import { type Contact, checkContact, trimContact } from "./script-contact-rules";
import type { ScriptLeadPort } from "./script-lead-client";

export type { Contact } from "./script-contact-rules";

/** Why the dialog did not send: the message, and the fields it is about. */
export interface ContactError {
  message: string;
  fields: { name: boolean; email: boolean };
}

export interface ContactGate {
  /** The action the dialog asks for; null while it is closed. */
  action: ScriptAction | null;
  /** Once true the dialog stays mounted, so it can animate and return focus. */
  dialogRequested: boolean;
  name: string;
  email: string;
  setName: (name: string) => void;
  setEmail: (email: string) => void;
  /** Why the last confirm was refused (the spec's message for an empty field, or a rule's). */
  error: ContactError | null;
  pending: boolean;
  open: (action: ScriptAction) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
}

/**
 * Copy and download wait behind a contact form: open asks for the action, confirm checks
 * the name and email, sends the lead through the port and, in the same task, runs the action,
 * then closes and clears the fields. `perform` does the copy or download (and its toasts).
 */
export function useContactGate(
  port: ScriptLeadPort,
  { source, perform }: { source: string; perform: (action: ScriptAction, contact: Contact) => Promise<void> },
): ContactGate {
  const [action, setAction] = React.useState<ScriptAction | null>(null);
  const [dialogRequested, setDialogRequested] = React.useState(false);
  const [name, setName] = React.useState("");
  const [email, setEmail] = React.useState("");
  const [error, setError] = React.useState<ContactError | null>(null);
  const [pending, setPending] = React.useState(false);

  const open = (next: ScriptAction) => {
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
    const contact = trimContact({ name, email });
    const problem = checkContact(contact);
    if (problem) {
      // Shown inside the dialog, not as a toast: the modal hides the toast region from
      // screen readers, and on phones a toast would cover the dialog's buttons.
      const message =
        problem.refusal === "missing" ? contactDialogText[action].missing : contactRuleText[problem.refusal];
      setError({ message, fields: problem.fields });
      return;
    }
    setError(null);
    setPending(true);
    // The lead is sent first but not awaited: Safari and iOS only allow a clipboard write (and
    // a download) inside the click's own task, so `perform` must start before any await. The
    // spec ignores the collector's answer anyway; insert never throws.
    void port.insert({ ...contact, source });
    await perform(action, contact);
    setPending(false);
    setAction(null);
    setName("");
    setEmail("");
  };

  return { action, dialogRequested, name, email, setName, setEmail, error, pending, open, cancel, confirm };
}
