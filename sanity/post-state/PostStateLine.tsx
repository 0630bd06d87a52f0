/** @jsxImportSource react */
// (The Studio renders with React's own JSX runtime, not the site's Emotion one.)
import { postStateLabel } from "./post-state";
import { usePostStateById } from "./use-post-state";

/** A post's line under its title in the document list: its state (in the editor's time zone), then its author. */
export function PostStateLine({ documentId, author }: { documentId: string; author?: string }) {
  const state = usePostStateById(documentId);
  const label = state ? postStateLabel(state) : "…";
  return (
    <span data-post-state={state?.kind ?? "loading"}>
      {label}
      {author ? ` · ${author}` : ""}
    </span>
  );
}
