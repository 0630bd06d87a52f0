import { blogPostPath } from "../../plugins/blog/shared/post-path";

/**
 * The address of a post in the site's preview (`gatsby develop`, which shows drafts):
 * /blog/<slug>/, or /blog/<_id>/ without one — the path rule the site itself uses.
 */
export function postPreviewUrl(
  previewOrigin: string,
  post: { _id: string; slug?: { current?: string } | null },
): string {
  return `${previewOrigin}${blogPostPath(post.slug?.current, post._id)}`;
}
