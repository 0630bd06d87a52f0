/**
 * Where the browser sends leads. Gatsby inlines GATSBY_* variables at build time, so only
 * public values belong here: the project URL, the anon key (which may insert leads and nothing
 * else), the group invite link and the script-lead override. gatsby-config resolves them before
 * anything is built (deploy-env.ts): a deploy build must set each one, a local build gets the
 * local backend's. So there is no fallback here, and no local address in a deploy bundle.
 */
export const supabaseUrl = (process.env.GATSBY_SUPABASE_URL ?? "").replace(/\/$/, "");
export const supabaseAnonKey = process.env.GATSBY_SUPABASE_ANON_KEY ?? "";
export const whatsappGroupUrl = process.env.GATSBY_WHATSAPP_GROUP_URL ?? "";

/** Where the script generators' contact goes on the project: stored in script_leads, then forwarded by the outbox. */
export const scriptLeadsRoute = "/functions/v1/send-to-sheets/script-leads";
/**
 * GATSBY_SCRIPT_LEADS_ENDPOINT, optional: another collector (a spreadsheet web app of one's own),
 * posted to without reading its answer. It loses what the route above gives: a stored copy, the
 * sheet's acknowledgement, retries, formula-safe cells (docs/deploy.md).
 */
export const scriptLeadsOverride = process.env.GATSBY_SCRIPT_LEADS_ENDPOINT ?? "";
export const scriptLeadsEndpoint = scriptLeadsOverride || `${supabaseUrl}${scriptLeadsRoute}`;
