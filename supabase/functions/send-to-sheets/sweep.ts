// The scheduled sweep: claims the leads that are due (pending, past their backoff, held by no other
// call) and forwards each through the same code as the browser's call. Supabase Cron calls it every
// 30 s on hosted Supabase, a timer in the local backend does the same; two sweeps at once take
// different leads (the claim), so each lead goes out once.
import { claimDueLeads, type ClaimedLead } from "./lead-store.ts";
import { type ForwardingConfig, forwardClaimedLead, logOverdueLeads, type Outcome } from "./forwarding.ts";

/** Enough for a burst of leads; small enough that one sweep ends well within the edge runtime's limits. */
export const sweepBatchSize = 25;
/** Webhook calls in flight at once within one sweep. */
export const sweepConcurrency = 5;

export type SweepResult =
  | { status: "unavailable" }
  | { status: "swept"; claimed: number; forwarded: number; failed: number; gave_up: number; overdue: number };

async function forwardAll(config: ForwardingConfig, leads: ClaimedLead[], asOf?: string): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < leads.length) {
      const lead = leads[next++]!;
      outcomes.push(await forwardClaimedLead(config, lead, asOf));
    }
  };
  await Promise.all(Array.from({ length: Math.min(sweepConcurrency, leads.length) }, worker));
  return outcomes;
}

/** asOf: the sweep's clock (ISO); undefined uses the database's now(). */
export async function sweep(config: ForwardingConfig, asOf?: string): Promise<SweepResult> {
  const leads = await claimDueLeads(config.store, sweepBatchSize, asOf);
  if (!leads) {
    config.log("error", "sweep: the leads table could not be read");
    return { status: "unavailable" };
  }
  const outcomes = await forwardAll(config, leads, asOf);
  const overdue = await logOverdueLeads(config, asOf);
  const failed = outcomes.filter((outcome) => outcome.status === "failed");
  return {
    status: "swept",
    claimed: leads.length,
    forwarded: outcomes.length - failed.length,
    failed: failed.length,
    gave_up: failed.filter((outcome) => outcome.release?.state === "failed").length,
    overdue: overdue.length,
  };
}
