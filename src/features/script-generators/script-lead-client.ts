import { scriptLeadsEndpoint } from "../../config/script-leads";
import type { LeadSink } from "../../types/lead-sink";

export interface ScriptLead {
  name: string;
  email: string;
  /** The page the lead came from, e.g. "/script-generator". */
  source: string;
}

export interface ScriptLeadOptions {
  endpoint?: string;
}

/**
 * Posts the lead as form data (Name, Email, Source) to the script-lead collector. The response
 * is never read ("no-cors", so any collector works without CORS headers); a failure is only
 * logged, never thrown, so the copy or download always goes ahead without waiting for it.
 *
 * Nothing here aborts the request: a spreadsheet web app on a cold start can take 10 s and more
 * to answer, and cutting it off lost the lead. `keepalive` lets it outlive the page, so a visitor
 * who downloads and leaves at once still leaves the lead. Browsers allow 64 KB of keepalive bodies
 * in flight per page; a lead is under 2 KB (the contact rules cap each field).
 */
export async function submitScriptLead(lead: ScriptLead, options: ScriptLeadOptions = {}): Promise<void> {
  const body = new FormData();
  body.append("Name", lead.name);
  body.append("Email", lead.email);
  body.append("Source", lead.source);
  try {
    await fetch(options.endpoint ?? scriptLeadsEndpoint, { method: "POST", body, mode: "no-cors", keepalive: true });
  } catch (error) {
    console.error("Script lead submission failed; continuing with the action.", error);
  }
}

/** The collector as a LeadSink: insert never throws (the action goes ahead); fetch needs no preloading. */
export type ScriptLeadPort = LeadSink<ScriptLead, void>;

export const scriptLeadPort: ScriptLeadPort = {
  insert: (lead) => submitScriptLead(lead),
  preload: () => undefined,
};
