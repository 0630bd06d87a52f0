// Limits on the Studio's entrance (/__preview/enable): each attempt there costs one query to
// Sanity made with the preview's read token, and anyone can send one. So each client address
// gets a few attempts per window, and only a few checks may wait on Sanity at once; the rest
// are answered 429 at once, without asking Sanity.

/** Attempts one address may make per window (a Studio makes one each time it frames the preview). */
export const entranceAttemptsPerWindow = 10;
export const entranceWindowMs = 60_000;
/** Checks waiting on Sanity at the same time, from all addresses together. */
export const maxChecksInFlight = 4;
/** Addresses remembered at most; past this the oldest windows are dropped first. */
const maxTrackedAddresses = 10_000;

export type EntranceTurn =
  { allowed: true; done: () => void } | { allowed: false; reason: "address" | "busy"; retryAfterSeconds: number };

export interface EntranceLimits {
  take(address: string): EntranceTurn;
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
   * Takes one attempt for this address. Returns { allowed: true, done } (call done once the check
   * has settled) or { allowed: false, retryAfterSeconds, reason }.
   */
  function take(address: string): EntranceTurn {
    const at = now();
    let window = windows.get(address);
    if (!window || at - window.windowStart >= windowMs) {
      windows.delete(address);
      window = { windowStart: at, attempts: 0 };
      windows.set(address, window);
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
      done: () => {
        if (settled) return;
        settled = true;
        inFlight -= 1;
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
