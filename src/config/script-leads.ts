/**
 * Where both script generators post the visitor's name and email before a copy
 * or download. Read at build time; unset, it is the local backend's collector
 * that `npm start` runs.
 */
export const scriptLeadsEndpoint =
  process.env.GATSBY_SCRIPT_LEADS_ENDPOINT ?? "http://localhost:54321/collect/script-leads";

/** An unreachable collector delays the copy or download by at most this long. */
export const scriptLeadTimeoutMs = 3000;
