/**
 * The shape of every place a lead goes (the Supabase lead backend, the script-lead collector):
 * `insert` stores one lead and resolves with its outcome, never throwing; `preload` warms the
 * network code on intent. Components take a sink as a prop so tests can pass their own.
 */
export interface LeadSink<Lead, Outcome> {
  insert: (lead: Lead) => Promise<Outcome>;
  preload: () => void;
}
