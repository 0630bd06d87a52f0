import { breakpoints } from "./tokens";

type Breakpoint = keyof typeof breakpoints;

/** `${mq.md} { ... }` applies from the md breakpoint up. */
export const mq = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

/** Applies below the breakpoint; the complement of `mq`. */
export const below = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (max-width: ${px - 0.02}px)`]),
) as Record<Breakpoint, string>;

export const reducedMotion = "@media (prefers-reduced-motion: reduce)";
