import * as React from "react";

import { type ScriptAction, contactDialogText } from "./contact-dialog-text";
import type { ScriptLeadPort } from "./script-lead-client";

export interface Contact {
  name: string;
  email: string;
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
  /** The spec's message when name or email is empty. */
  error: string | null;
  pending: boolean;
  open: (action: ScriptAction) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
}

/**
 * Copy and download wait behind a contact form: open asks for the action, confirm checks
 * that name and email are filled, posts the lead through the port, runs the action, then
 * closes and clears the fields. `perform` does the copy or download (and its toasts).
 */
export function useContactGate(
  port: ScriptLeadPort,
  { source, perform }: { source: string; perform: (action: ScriptAction, contact: Contact) => Promise<void> },
): ContactGate {
  const [action, setAction] = React.useState<ScriptAction | null>(null);
  const [dialogRequested, setDialogRequested] = React.useState(false);
  const [name, setName] = React.useState("");
  const [email, setEmail] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
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
    const contact = { name: name.trim(), email: email.trim() };
    if (!contact.name || !contact.email) {
      // Shown inside the dialog, not as a toast: the modal hides the toast region from
      // screen readers, and on phones a toast would cover the dialog's buttons.
      setError(contactDialogText[action].missing);
      return;
    }
    setError(null);
    setPending(true);
    await port.insert({ ...contact, source });
    await perform(action, contact);
    setPending(false);
    setAction(null);
    setName("");
    setEmail("");
  };

  return { action, dialogRequested, name, email, setName, setEmail, error, pending, open, cancel, confirm };
}
