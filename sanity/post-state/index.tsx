/** @jsxImportSource react */
// (The Studio renders with React's own JSX runtime, not the site's Emotion one.)
import type { DocumentBadgesResolver, PreviewValue, SchemaTypeDefinition } from "sanity";

import { PostStateBadge } from "./post-state-badge";
import { PostStateLine } from "./PostStateLine";

/**
 * Shows each post's state (draft, scheduled for a date, live) in the document list, under its
 * title, and on its form as a badge. The schemas (sanity/schemas/) stay free of Studio components:
 * the site's type check and unit tests read them without the Studio's install.
 */
export function withPostStateInList(types: SchemaTypeDefinition[]): SchemaTypeDefinition[] {
  return types.map((type) =>
    type.name !== "post"
      ? type
      : ({
          ...type,
          preview: {
            select: { id: "_id", title: "title", author: "author.name", media: "mainImage" },
            prepare: ({ id, title, author, media }: Record<string, unknown>) => ({
              title: typeof title === "string" ? title : undefined,
              media: media as PreviewValue["media"],
              // The list renders the subtitle as a React node (SanityDefaultPreview); PreviewValue
              // types it as a string. A component is the only way the list can know whether a post
              // was ever published: prepare sees one version of it.
              subtitle: (
                <PostStateLine documentId={String(id)} author={typeof author === "string" ? author : undefined} />
              ) as unknown as string,
            }),
          },
        } as SchemaTypeDefinition),
  );
}

export const postStateBadges: DocumentBadgesResolver = (badges, { schemaType }) =>
  schemaType === "post" ? [PostStateBadge, ...badges] : badges;
