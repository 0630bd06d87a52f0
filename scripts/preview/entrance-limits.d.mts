export const entranceAttemptsPerWindow: number;
export const entranceWindowMs: number;
export const maxChecksInFlight: number;
export type EntranceTurn = { allowed: true; done: () => void } | { allowed: false; reason: "address" | "busy"; retryAfterSeconds: number };
export interface EntranceLimits {
  take(address: string): EntranceTurn;
  readonly inFlight: number;
}
export function createEntranceLimits(options?: { now?: () => number; attemptsPerWindow?: number; windowMs?: number; maxInFlight?: number }): EntranceLimits;
