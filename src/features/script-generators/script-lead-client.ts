import { scriptLeadTimeoutMs, scriptLeadsEndpoint } from "../../config/script-leads";
import type { LeadSink } from "../../types/lead-sink";

export interface ScriptLead {
  name: string;
  email: string;
  /** The page the lead came from, e.g. "/script-generator". */
  source: string;
}

export interface ScriptLeadOptions {
  endpoint?: string;
  timeoutMs?: number;
}

/**
 * Posts the lead as form data (Name, Email, Source) to the script-lead
 * collector. The response is never read ("no-cors", so any collector works
 * without CORS headers); a failure or a timeout is only logged, never thrown,
 * so the copy or download always goes ahead.
 */
export async function submitScriptLead(lead: ScriptLead, options: ScriptLeadOptions = {}): Promise<void> {
  const body = new FormData();
  body.append("Name", lead.name);
  body.append("Email", lead.email);
  body.append("Source", lead.source);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? scriptLeadTimeoutMs);
  try {
    await fetch(options.endpoint ?? scriptLeadsEndpoint, {
      method: "POST",
      body,
      mode: "no-cors",
      signal: controller.signal,
    });
  } catch (error) {
    console.error("Script lead submission failed; continuing with the action.", error);
  } finally {
    clearTimeout(timer);
  }
}

/** The collector as a LeadSink: insert never throws (the action goes ahead); fetch needs no preloading. */
export type ScriptLeadPort = LeadSink<ScriptLead, void>;

export const scriptLeadPort: ScriptLeadPort = {
  insert: (lead) => submitScriptLead(lead),
  preload: () => undefined,
};
