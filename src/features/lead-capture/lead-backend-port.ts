/** What the lead form needs from the network; components take it as a prop so tests can pass their own. */
import type { InsertLead, LeadRow } from "./lead-submission";

export interface LeadBackendPort {
  insert: InsertLead;
  /** Best-effort follow-up (send-to-sheets); never awaited. */
  notify: (row: LeadRow) => void;
  /** Warms the network code while the visitor types. */
  preload: () => void;
  retryDelays?: readonly number[];
}
