import type { DocumentBadgeComponent, DocumentBadgeDescription } from "sanity";

import { postStateLabel } from "./post-state";
import { usePostState } from "./use-post-state";

const colors: Record<string, DocumentBadgeDescription["color"]> = {
  scheduled: "primary",
  live: "success",
  undated: "warning",
};

/**
 * The post's state on its form, beside the Studio's own badges: "Draft: not published",
 * "Scheduled for <date, the editor's time zone>", "Live since <date>". From the published version:
 * edits not yet published change nothing on the site, so they change nothing here.
 */
export const PostStateBadge: DocumentBadgeComponent = ({ published }) => {
  const state = usePostState(published);
  return { label: postStateLabel(state), color: colors[state.kind], title: "Where this post stands on the site" };
};
