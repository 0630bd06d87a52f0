import type { DocumentBadgesResolver, PreviewValue, SchemaTypeDefinition } from "sanity";

import { listedPostLabel } from "./post-state";
import { PostStateBadge } from "./post-state-badge";

/**
 * Shows each post's state on its form as a badge (draft, scheduled for a date, live), and in the
 * document list, under its title, the date it is scheduled for (listedPostLabel says why no more).
 * The schemas (sanity/schemas/) stay free of Studio code: the site's type check and unit tests read
 * them without the Studio's install.
 */
export function withPostStateInList(types: SchemaTypeDefinition[]): SchemaTypeDefinition[] {
  return types.map((type) =>
    type.name !== "post"
      ? type
      : {
          ...type,
          preview: {
            select: { title: "title", author: "author.name", publishedAt: "publishedAt", media: "mainImage" },
            // Sanity accepts only text for a preview's subtitle (its validatePreparedValue), and gives
            // prepare the one version the list shows: what that says is listedPostLabel's.
            prepare: ({ title, author, publishedAt, media }: Record<string, unknown>) => {
              const state = listedPostLabel(publishedAt, new Date());
              return {
                title: typeof title === "string" ? title : undefined,
                subtitle: typeof author === "string" ? `${state} · ${author}` : state,
                media: media as PreviewValue["media"],
              };
            },
          },
        },
  );
}

export const postStateBadges: DocumentBadgesResolver = (badges, { schemaType }) =>
  schemaType === "post" ? [PostStateBadge, ...badges] : badges;
