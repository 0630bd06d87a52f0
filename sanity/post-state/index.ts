import type { DocumentBadgesResolver } from "sanity";

import { PostStateBadge } from "./post-state-badge";

/**
 * Shows each post's state on its form as a badge (draft, scheduled for a date, live); the Posts list
 * says the same in each row (sanity/structure/post-state-list.tsx). The schemas (sanity/schemas/) stay
 * free of Studio code: the site's type check and unit tests read them without the Studio's install.
 */
export const postStateBadges: DocumentBadgesResolver = (badges, { schemaType }) =>
  schemaType === "post" ? [PostStateBadge, ...badges] : badges;
