/**
 * Where both script generators post the visitor's name and email before a copy or download: the
 * project's send-to-sheets /script-leads route (src/config/backend.ts), or the
 * GATSBY_SCRIPT_LEADS_ENDPOINT override, whose answer is not read.
 */
export { scriptLeadsEndpoint, scriptLeadsOverride } from "./backend";
