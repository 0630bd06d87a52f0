// The local stand-in for the Supabase Cron job of migration 20251201000000: every intervalMs it
// POSTs {"sweep": true} to send-to-sheets through the gateway with the sweep secret, as pg_net
// does on hosted Supabase, so the same function code forwards every lead the browser's call
// missed. `clock` is the sweep's time (sent as as_of): tests move it instead of waiting minutes.
import { randomBytes } from "node:crypto";

export const defaultSweepIntervalMs = 30000;
const sweepTimeoutMs = 120000;

/** A secret for this backend's run, unless the owner set SHEETS_SWEEP_SECRET. */
export const newSweepSecret = (): string => `sweep_local_${randomBytes(24).toString("base64url")}`;

/** What a sweep's call answered: its status and JSON body (null when it sent none). */
export interface SweepAnswer {
  status: number;
  body: unknown;
}

export interface SheetsSweep {
  sweepNow: () => Promise<SweepAnswer>;
  stop: () => void;
}

/** The counts send-to-sheets answers a sweep with. */
function sweepCounts(body: unknown): { forwarded?: number; failed?: number } {
  return typeof body === "object" && body !== null ? body : {};
}

/**
 * intervalMs 0 runs no timer (sweepNow still works). clock: () => Date, or undefined for the
 * database's own now(). A sweep starts every intervalMs whether or not the last one has answered,
 * as on hosted Supabase (pg_cron's job only queues the call in pg_net, and returns): sweeps may run
 * at once, which the per-lead claims make safe, and a slow sweep never delays the next.
 */
export function startSheetsSweep({
  url,
  apiKey,
  secret,
  intervalMs = defaultSweepIntervalMs,
  clock,
  log = () => {},
}: {
  url: string;
  apiKey: string;
  secret: string;
  intervalMs?: number;
  clock?: (() => Date) | undefined;
  log?: (line: string) => void;
}): SheetsSweep {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function sweepNow(): Promise<SweepAnswer> {
    const body = { sweep: true, ...(clock ? { as_of: clock().toISOString() } : {}) };
    const response = await fetch(`${url}/functions/v1/send-to-sheets`, {
      method: "POST",
      headers: {
        apikey: apiKey,
        Authorization: `Bearer ${apiKey}`,
        "Content-Type": "application/json",
        "x-sheets-sweep-secret": secret,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(sweepTimeoutMs),
    });
    const answer: unknown = await response.json().catch(() => null);
    return { status: response.status, body: answer };
  }

  const tick = async () => {
    try {
      const { status, body } = await sweepNow();
      if (status !== 200 && status !== 202) log(`[sheets sweep] answered ${status}: ${JSON.stringify(body)}`);
      else {
        const { forwarded, failed } = sweepCounts(body);
        if (forwarded || failed) log(`[sheets sweep] forwarded ${forwarded}, failed ${failed}`);
      }
    } catch (error) {
      // The function is restarting or the gateway is closing: the next tick tries again.
      if (!stopped) log(`[sheets sweep] could not run: ${(error as Error | null)?.message ?? String(error)}`);
    }
  };
  if (intervalMs > 0) timer = setInterval(() => void tick(), intervalMs).unref();

  return {
    sweepNow,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
