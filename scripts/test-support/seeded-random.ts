// A deterministic PRNG (mulberry32) for the suites that generate their cases, so a failure can be
// replayed from its seed: both stand-ins' fuzz suites, the backend's crash test and the local
// Sanity API's mendoza suite. Here, not in one room's tests, so neither room imports the other's.

export interface SeededRandom {
  /** A number in [0, 1). */
  next: () => number;
  /** An integer in [0, max). */
  int: (max: number) => number;
  pick: <T>(list: readonly T[]) => T;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max) => Math.floor(next() * max),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}
