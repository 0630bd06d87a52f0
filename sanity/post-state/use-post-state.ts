import { useEffect, useState } from "react";

import { type PostState, msUntilStateChange, postState } from "./post-state";

/** The longest delay setTimeout keeps (about 24.8 days); a later date is checked again after it. */
const maxTimerMs = 2 ** 31 - 1;

/**
 * The time to render with, renewed when what it shows next changes by time alone: msUntilChange
 * says in how long (null: never), so "Scheduled" turns "Live" in an open Studio on the date.
 */
export function useNowUntilChange(msUntilChange: (now: Date) => number | null): Date {
  const [now, setNow] = useState(() => new Date());
  const wait = msUntilChange(now);
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(wait + 1000, maxTimerMs));
    return () => clearTimeout(timer);
  }, [wait]);
  return now;
}

/** A post's state from its published version (null: never published), renewed when its date comes. */
export function usePostState(published: { _id: string; publishedAt?: unknown } | null | undefined): PostState {
  const now = useNowUntilChange((at) => msUntilStateChange(postState(published, at), at));
  return postState(published, now);
}
