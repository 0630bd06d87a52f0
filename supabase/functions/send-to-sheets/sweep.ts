// The scheduled sweep: forwards the leads that are due (pending, past their backoff, held by no
// other call) through the same code as the browser's call. Supabase Cron calls it every 30 s on
// hosted Supabase, a timer in the local backend does the same. Each of a few workers claims one
// lead just before sending it, with its own token and a lease longer than the webhook timeout, so
// no claim lapses while its answer is awaited and sweeps running at once never hold one lead.
import { claimNextLead } from "./lead-store.ts";
import { type ForwardingConfig, forwardClaimedLead, logOverdueLeads, type Outcome } from "./forwarding.ts";

/** Webhook calls in flight at once within one sweep (the receiver appends one at a time under its lock). */
export const sweepConcurrency = 5;
/**
 * A sweep answers within this time: a worker claims another lead only while its attempt can end
 * by then (pg_net, which calls the sweep on hosted Supabase, waits 60 s). With the 20 s timeout a
 * worker claims for 25 s: about 5 × 25 leads a sweep from a sheet that answers in 1 s.
 */
export const sweepBudgetMs = 45000;
/** This many failed attempts in a row end the sweep: the sheet is down, and the next sweep tries again. */
export const sweepStopAfterFailures = 5;

export type SweepResult =
  { status: "unavailable" } | { status: "swept"; claimed: number; forwarded: number; failed: number; overdue: number };

/**
 * asOf: the tests' clock (ISO) at the sweep's start, which then runs on at the real pace, so a
 * lease taken 20 s into a sweep is 20 s later than one taken at its start; undefined uses the
 * database's now().
 */
export async function sweep(config: ForwardingConfig, asOf?: string): Promise<SweepResult> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const clock = asOf ? () => new Date(Date.parse(asOf) + elapsed()).toISOString() : () => undefined;
  const outcomes: Outcome[] = [];
  let failuresInARow = 0;
  let unavailable = false;
  let claimedNone = false;

  const worker = async () => {
    while (
      !unavailable &&
      !claimedNone &&
      failuresInARow < sweepStopAfterFailures &&
      elapsed() + config.timeoutMs <= sweepBudgetMs
    ) {
      const claimed = await claimNextLead(config.store, clock());
      if (claimed === "unavailable") unavailable = true;
      else if (claimed === null) claimedNone = true;
      else {
        const outcome = await forwardClaimedLead(config, claimed, clock);
        outcomes.push(outcome);
        failuresInARow = outcome.status === "failed" ? failuresInARow + 1 : 0;
      }
    }
  };
  await Promise.all(Array.from({ length: sweepConcurrency }, worker));
  if (unavailable && outcomes.length === 0) {
    config.log("error", "sweep: the leads table could not be read");
    return { status: "unavailable" };
  }
  if (unavailable) config.log("error", "sweep: the leads table stopped answering; the next sweep goes on");
  if (failuresInARow >= sweepStopAfterFailures)
    config.log("warn", `sweep: ${failuresInARow} attempts in a row failed; the next sweep tries again`);
  const overdue = await logOverdueLeads(config, clock());
  const failed = outcomes.filter((outcome) => outcome.status === "failed");
  return {
    status: "swept",
    claimed: outcomes.length,
    forwarded: outcomes.length - failed.length,
    failed: failed.length,
    overdue: overdue.length,
  };
}
