import * as React from "react";

import type { LeadBackendPort } from "./lead-backend-port";
import { type LeadFormValues, leadFormSchema } from "./lead-form-schema";
import type { LeadAnswers } from "./lead-quiz-questions";
import { type LeadRow, newLeadId, saveLeadIdempotently } from "./lead-submission";

/** saved: stored (or a bot filled the honeypot); failed: not stored; busy: a save was already running. */
export type LeadSaveOutcome = "saved" | "failed" | "busy";

export interface LeadSave {
  save: (values: LeadFormValues, answers: LeadAnswers) => Promise<LeadSaveOutcome>;
  /** The last save failed; cleared when the next one starts. */
  failed: boolean;
}

/**
 * Saving the lead form once however often it is submitted: one save at a time, the lead's id
 * kept while an earlier attempt may have reached the database, the honeypot answered as a
 * success without storing anything, and the Sheets follow-up after a stored lead.
 */
export function useLeadSave(port: LeadBackendPort): LeadSave {
  const attempt = React.useRef<{ id: string; sent: boolean } | null>(null);
  const busy = React.useRef(false);
  const [failed, setFailed] = React.useState(false);

  React.useEffect(() => port.preload(), [port]);

  const save = async (values: LeadFormValues, answers: LeadAnswers): Promise<LeadSaveOutcome> => {
    if (busy.current) return "busy";
    busy.current = true;
    setFailed(false);
    try {
      if (values.website.trim() !== "") return "saved";
      const clean = leadFormSchema.cast(values);
      attempt.current ??= { id: newLeadId(), sent: false };
      const row: LeadRow = { id: attempt.current.id, name: clean.name, whatsapp: clean.whatsapp, email: clean.email, ...answers };
      const result = await saveLeadIdempotently(port.insert, row, {
        alreadySent: attempt.current.sent,
        ...(port.retryDelays ? { retryDelays: port.retryDelays } : {}),
      });
      if (result.stored) {
        attempt.current = null;
        port.notify(row);
        return "saved";
      }
      attempt.current = result.keepId ? { id: row.id, sent: true } : null;
      setFailed(true);
      return "failed";
    } finally {
      busy.current = false;
    }
  };

  return { save, failed };
}
