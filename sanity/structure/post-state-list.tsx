/** @jsxImportSource react */
// (The Studio renders with React's own JSX runtime, not the site's Emotion one.)
import type { AnchorHTMLAttributes, ComponentType, CSSProperties } from "react";
import { type PreviewProps, SanityDefaultPreview, getPublishedId } from "sanity";
import { type ChildLinkProps, type UserComponent, usePaneRouter } from "sanity/structure";

import { useNowUntilChange } from "../post-state/use-post-state";
import { msUntilRowsChange, postRowLabel, postRows } from "./post-rows";
import { usePostVersions } from "./use-post-versions";

// ChildLink hands every other prop to the <a> it renders (sanity's StateLink); its type names only its own.
type RowLinkProps = ChildLinkProps & AnchorHTMLAttributes<HTMLAnchorElement> & { "data-testid"?: string };

const message: CSSProperties = { margin: 0, padding: "16px 12px", font: "13px/1.5 system-ui, sans-serif" };
const row: CSSProperties = {
  display: "block",
  margin: "0 8px 2px",
  borderRadius: 3,
  color: "inherit",
  textDecoration: "none",
};

/**
 * The Posts list: one row per post with its state in words, as its form's badge says it ("Draft: not
 * published", "Scheduled for <date>", "Live since <date>", plus "unpublished changes"), which Sanity's
 * own list cannot say (a row's preview gets one version and plain text). Each row opens the post
 * beside it; the list follows every change to a post and turns "Scheduled" into "Live" on the date.
 */
export const PostStateList: UserComponent = ({ childItemId }) => {
  const { ChildLink } = usePaneRouter();
  const RowLink = ChildLink as ComponentType<RowLinkProps>;
  const load = usePostVersions();
  const rows = load.status === "ready" ? postRows(load.versions, getPublishedId) : [];
  const now = useNowUntilChange((at) => msUntilRowsChange(rows, at));

  if (load.status === "loading") return <p style={message}>Loading posts…</p>;
  if (load.status === "failed")
    return (
      <p role="alert" style={message}>
        The posts could not be loaded: {load.message}. Reload the page to try again.
      </p>
    );
  if (rows.length === 0)
    return <p style={message}>No posts yet: create one with the + button at the top of this list.</p>;

  return (
    <nav aria-label="Posts">
      {load.stale && (
        <p role="status" style={message}>
          Changes made elsewhere no longer show here ({load.stale}): reload the page to see them.
        </p>
      )}
      <ul style={{ listStyle: "none", margin: 0, padding: "4px 0" }}>
        {rows.map((post) => {
          const label = postRowLabel(post, now);
          const selected = post.id === childItemId;
          return (
            <li key={post.id}>
              <RowLink
                childId={post.id}
                data-testid={`pane-item-${post.title}`}
                aria-label={`${post.title}: ${label}`}
                title={label}
                aria-current={selected ? "page" : undefined}
                style={selected ? { ...row, background: "var(--card-muted-bg-color)" } : row}
              >
                <SanityDefaultPreview
                  title={post.title}
                  subtitle={label}
                  media={(post.mainImage ?? undefined) as PreviewProps["media"]}
                  layout="default"
                />
              </RowLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
