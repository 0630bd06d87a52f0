import { useEffect, useState } from "react";
import { useClient } from "sanity";

import { type PostVersion, postVersionsQuery } from "./post-rows";

const apiVersion = "2025-02-19";

export type PostVersionsLoad =
  | { status: "loading" }
  | { status: "failed"; message: string }
  /** stale: why changes stopped coming (the listener failed), else null. */
  | { status: "ready"; versions: PostVersion[]; stale: string | null };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Every post's drafts and published versions (the raw perspective, read with the editor's session),
 * fetched again after each change to a post: one fetch at a time, and one more after it when changes
 * came meanwhile, so typing in a post costs at most one fetch in flight.
 */
export function usePostVersions(): PostVersionsLoad {
  const client = useClient({ apiVersion });
  const [load, setLoad] = useState<PostVersionsLoad>({ status: "loading" });

  useEffect(() => {
    let stopped = false;
    let fetching = false;
    let again = false;
    const refetch = () => {
      if (fetching) {
        again = true;
        return;
      }
      fetching = true;
      client
        .fetch<PostVersion[]>(postVersionsQuery, {}, { perspective: "raw" })
        .then(
          (versions) => {
            if (!stopped) setLoad((previous) => ({ status: "ready", versions, stale: staleOf(previous) }));
          },
          (error: unknown) => {
            if (!stopped) setLoad({ status: "failed", message: reason(error) });
          },
        )
        .finally(() => {
          fetching = false;
          if (again && !stopped) {
            again = false;
            refetch();
          }
        });
    };
    refetch();
    let welcomed = false;
    const subscription = client
      .listen('*[_type == "post"]', {}, { includeResult: false, events: ["welcome", "mutation"], visibility: "query" })
      .subscribe({
        next: (event) => {
          // The first welcome follows the first fetch; a later one follows a reconnection, which may have missed changes.
          if (event.type === "welcome" && !welcomed) welcomed = true;
          else refetch();
        },
        error: (error: unknown) => {
          if (!stopped)
            setLoad((previous) => (previous.status === "ready" ? { ...previous, stale: reason(error) } : previous));
        },
      });
    return () => {
      stopped = true;
      subscription.unsubscribe();
    };
  }, [client]);

  return load;
}

const staleOf = (load: PostVersionsLoad) => (load.status === "ready" ? load.stale : null);
