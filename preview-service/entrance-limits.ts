// Limits on the entrances: each attempt at the Studio's (/__preview/enable) costs one query to
// Sanity made with the preview's read token, and anyone can send one. So each client (an
// address, an IPv6 /64: forwarded-client.ts) gets a few failed attempts per window, and only a
// few checks may wait on Sanity at once; the rest are answered 429 at once, without asking
// Sanity. An attempt that lets an editor in is not counted: a stranger's failures from an address
// editors share (an office, a proxy) never count an editor's entries with them.

/** Failed attempts one client may make per window (a Studio makes one attempt each time it frames the preview). */
export const entranceAttemptsPerWindow = 10;
export const entranceWindowMs = 60_000;
/** Checks waiting on Sanity at the same time, from all addresses together. */
export const maxChecksInFlight = 4;
/** Clients remembered at most; past this the oldest windows are dropped first. */
const maxTrackedAddresses = 10_000;

export type EntranceTurn =
  | { allowed: true; done: (outcome: "entered" | "failed") => void }
  | { allowed: false; reason: "address" | "busy"; retryAfterSeconds: number };

export interface EntranceLimits {
  take(key: string): EntranceTurn;
  readonly inFlight: number;
}

export function createEntranceLimits({
  now = Date.now,
  attemptsPerWindow = entranceAttemptsPerWindow,
  windowMs = entranceWindowMs,
  maxInFlight = maxChecksInFlight,
}: { now?: () => number; attemptsPerWindow?: number; windowMs?: number; maxInFlight?: number } = {}): EntranceLimits {
  const windows = new Map<string, { windowStart: number; attempts: number }>();
  let inFlight = 0;

  /**
   * Takes one attempt for this client (key: forwarded-client.ts's limitKey). Returns
   * { allowed: true, done } (call done once the check has settled: an entry gives the attempt
   * back) or { allowed: false, retryAfterSeconds, reason }. Attempts still being checked count,
   * so a burst cannot pass the limit before its failures are known.
   */
  function take(key: string): EntranceTurn {
    const at = now();
    let window = windows.get(key);
    if (!window || at - window.windowStart >= windowMs) {
      windows.delete(key);
      window = { windowStart: at, attempts: 0 };
      windows.set(key, window);
      if (windows.size > maxTrackedAddresses) {
        const oldest = windows.keys().next();
        if (!oldest.done) windows.delete(oldest.value);
      }
    }
    if (window.attempts >= attemptsPerWindow) {
      return {
        allowed: false,
        reason: "address",
        retryAfterSeconds: Math.max(1, Math.ceil((window.windowStart + windowMs - at) / 1000)),
      };
    }
    if (inFlight >= maxInFlight) return { allowed: false, reason: "busy", retryAfterSeconds: 1 };
    window.attempts += 1;
    inFlight += 1;
    let settled = false;
    return {
      allowed: true,
      done: (outcome) => {
        if (settled) return;
        settled = true;
        inFlight -= 1;
        if (outcome === "entered" && windows.get(key) === window) window.attempts -= 1;
      },
    };
  }

  return {
    take,
    get inFlight() {
      return inFlight;
    },
  };
}
