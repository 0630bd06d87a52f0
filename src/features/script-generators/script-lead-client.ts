import { scriptLeadsEndpoint, scriptLeadsOverride } from "../../config/script-leads";
import type { LeadSink } from "../../types/lead-sink";

export interface ScriptLead {
  name: string;
  email: string;
  /** The page the lead came from, e.g. "/script-generator". */
  source: string;
}

export interface ScriptLeadOptions {
  endpoint?: string;
  /** Post without reading the answer ("no-cors"): for the GATSBY_SCRIPT_LEADS_ENDPOINT override, which may send no CORS headers. */
  opaque?: boolean;
}

/**
 * Posts the lead as form data (Name, Email, Source) to the project's send-to-sheets /script-leads
 * route, which stores it and forwards it to the owner's sheet through the outbox. Form data and no
 * custom header keep it a simple request (no preflight); the function's answer carries CORS headers,
 * so a refusal is read and logged. A failure is only logged, never thrown, and nothing waits for
 * it: the copy or download has already gone ahead. With the override the answer is not read.
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
  const opaque = options.opaque ?? (options.endpoint === undefined && scriptLeadsOverride !== "");
  try {
    const response = await fetch(options.endpoint ?? scriptLeadsEndpoint, {
      method: "POST",
      body,
      mode: opaque ? "no-cors" : "cors",
      keepalive: true,
    });
    if (!opaque && !response.ok)
      console.error(
        "Script lead submission failed; continuing with the action.",
        response.status,
        await response.text(),
      );
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
