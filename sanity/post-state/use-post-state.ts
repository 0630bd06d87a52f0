import { useEffect, useState } from "react";

import { type PostState, msUntilStateChange, postState } from "./post-state";

/** The longest delay setTimeout keeps (about 24.8 days); a later date is checked again after it. */
const maxTimerMs = 2 ** 31 - 1;

/**
 * A post's state from its published version (null: never published), re-rendered when a
 * scheduled post's date comes, so "Scheduled" turns "Live" in an open Studio.
 */
export function usePostState(published: { _id: string; publishedAt?: unknown } | null | undefined): PostState {
  const [now, setNow] = useState(() => new Date());
  const state = postState(published, now);
  const wait = msUntilStateChange(state, now);
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(wait + 1000, maxTimerMs));
    return () => clearTimeout(timer);
  }, [wait]);
  return state;
}
