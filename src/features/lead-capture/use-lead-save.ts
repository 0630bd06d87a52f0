import * as React from "react";

import type { LeadBackendPort } from "./lead-backend-port";
import { honeypotField, type LeadFormValues, leadFormSchema } from "./lead-form-schema";
import type { LeadAnswers } from "./lead-quiz-questions";
import { attemptFor, type LeadAttempt, newLeadId, saveLeadIdempotently } from "./lead-submission";

/** saved: stored (or a bot filled the honeypot); failed: not stored; busy: a save was already running. */
export type LeadSaveOutcome = "saved" | "failed" | "busy";

export interface LeadSave {
  save: (values: LeadFormValues, answers: LeadAnswers) => Promise<LeadSaveOutcome>;
  /** The last save failed; cleared when the next one starts. */
  failed: boolean;
}

/**
 * Saving the lead form once however often it is submitted: one save at a time, the lead's id
 * kept while an earlier attempt with the same values may have reached the database (changed
 * values make a new lead), and the Sheets follow-up after a stored lead. A filled honeypot is
 * sent once so the database can record the hit (it stores no lead), and always answered as a
 * success, whatever the database said.
 */
export function useLeadSave(port: LeadBackendPort): LeadSave {
  const attempt = React.useRef<LeadAttempt | null>(null);
  const busy = React.useRef(false);
  const [failed, setFailed] = React.useState(false);

  React.useEffect(() => port.preload(), [port]);

  const save = async (values: LeadFormValues, answers: LeadAnswers): Promise<LeadSaveOutcome> => {
    if (busy.current) return "busy";
    busy.current = true;
    setFailed(false);
    try {
      const clean = leadFormSchema.cast(values);
      const lead = { name: clean.name, whatsapp: clean.whatsapp, email: clean.email, ...answers };
      const honeypot = values[honeypotField].trim();
      if (honeypot !== "") {
        await port.insert({ id: newLeadId(), ...lead, [honeypotField]: honeypot }).catch(() => undefined);
        return "saved";
      }
      const current = attemptFor(attempt.current, lead);
      const result = await saveLeadIdempotently(port.insert, current.row, {
        alreadySent: current.sent,
        ...(port.retryDelays ? { retryDelays: port.retryDelays } : {}),
      });
      if (result.stored) {
        attempt.current = null;
        port.notify(current.row);
        return "saved";
      }
      attempt.current = result.keepId ? { row: current.row, sent: true } : null;
      setFailed(true);
      return "failed";
    } finally {
      busy.current = false;
    }
  };

  return { save, failed };
}
