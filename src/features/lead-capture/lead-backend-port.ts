/** What the lead form needs from the network: a LeadSink (insert, preload) plus the Sheets follow-up. */
import type { LeadSink } from "../../types/lead-sink";
import type { InsertOutcome, LeadRow } from "./lead-submission";

export interface LeadBackendPort extends LeadSink<LeadRow, InsertOutcome> {
  /** Best-effort follow-up (send-to-sheets); never awaited. */
  notify: (row: LeadRow) => void;
  retryDelays?: readonly number[];
}
