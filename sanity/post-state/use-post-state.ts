import { useEffect, useState } from "react";
import { getPublishedId, useDocumentPreviewStore } from "sanity";

import { type PostState, msUntilStateChange, postState } from "./post-state";

/** The longest delay setTimeout keeps (about 24.8 days); a later date is checked again after it. */
const maxTimerMs = 2 ** 31 - 1;

/** Re-renders when a scheduled post's date comes, so "Scheduled" turns "Live" in an open Studio. */
function useStateAtNow(published: { _id: string; publishedAt?: unknown } | null | undefined): PostState {
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

/** A post's state from its published version, as given (the form's edit state). */
export function usePostStateOf(published: { _id: string; publishedAt?: unknown } | null | undefined): PostState {
  return useStateAtNow(published);
}

/**
 * A post's state by id (draft or published id), from its published version's date, observed
 * through the Studio's preview store (the lists' own batched, live source): undefined while loading.
 */
export function usePostStateById(documentId: string): PostState | undefined {
  const store = useDocumentPreviewStore();
  const publishedId = getPublishedId(documentId);
  const [published, setPublished] = useState<{ _id: string; publishedAt?: unknown } | null | undefined>(undefined);
  useEffect(() => {
    // A document that does not exist (a post never published) is observed as null.
    const subscription = store
      .observePaths({ _type: "reference", _ref: publishedId }, ["publishedAt"])
      .subscribe((value) =>
        setPublished(
          value ? { _id: publishedId, publishedAt: (value as { publishedAt?: unknown }).publishedAt } : null,
        ),
      );
    return () => subscription.unsubscribe();
  }, [store, publishedId]);
  const state = useStateAtNow(published);
  return published === undefined ? undefined : state;
}
