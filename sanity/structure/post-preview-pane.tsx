/** @jsxImportSource react */
// (The Studio renders with React's own JSX runtime, not the site's Emotion one.)
import { useEffect, useState } from "react";
import type { UserViewComponent } from "sanity/structure";

import { studioEnvironment } from "../environment";
import { postPreviewUrl } from "./preview-url";

/** How long the slug must stay unchanged before the frame loads its new address. */
const slugSettleMs = 600;

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The post's page in the site's preview (`gatsby develop`, SANITY_STUDIO_PREVIEW_URL),
 * beside its form. The page follows the dataset by itself (gatsby-source-sanity's
 * listener and hot reload), so the frame only reloads when the post's address changes.
 */
export const PostPreviewPane: UserViewComponent = ({ document, documentId }) => {
  const slug = document.displayed.slug as { current?: string } | undefined;
  const url = useSettled(postPreviewUrl(studioEnvironment.previewOrigin, { _id: documentId, slug }), slugSettleMs);
  const title = typeof document.displayed.title === "string" ? document.displayed.title : "Untitled post";
  // A new post's page appears in gatsby develop only once its listener has the draft; Reload asks again.
  const [loads, setLoads] = useState(0);

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%" }}>
      <p
        style={{
          display: "flex",
          gap: 12,
          margin: 0,
          padding: "8px 12px",
          font: "13px/1.4 system-ui, sans-serif",
          borderBottom: "1px solid rgba(128, 128, 128, 0.3)",
        }}
      >
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          style={{ flex: 1, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
        >
          {url}
        </a>
        <button type="button" onClick={() => setLoads((count) => count + 1)}>
          Reload
        </button>
      </p>
      <iframe
        key={`${url}#${loads}`}
        src={url}
        title={`Site preview of ${title}`}
        style={{ flex: 1, width: "100%", border: 0 }}
      />
    </div>
  );
};
