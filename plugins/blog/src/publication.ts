/** Where a post lives: /blog/{slug}/, or /blog/{_id}/ when it has no slug (canonical form: trailing slash). */
export function blogPostPath(slug: string | null | undefined, documentId: string): string {
  const segment = slug?.trim() || documentId.replace(/^drafts\./, "");
  return `/blog/${segment}/`;
}

export const isDraftDocument = (documentId: string): boolean => documentId.startsWith("drafts.");

/**
 * Whether a post is part of the site. Production builds leave out drafts and
 * posts dated in the future; a preview (`gatsby develop`) shows both so
 * editors can check them before they go live.
 */
export function isPublishable(
  post: { documentId: string; publishedAt?: string | null },
  { now, preview }: { now: Date; preview: boolean },
): boolean {
  if (preview) return true;
  if (isDraftDocument(post.documentId)) return false;
  if (!post.publishedAt) return false;
  const published = Date.parse(post.publishedAt);
  return Number.isFinite(published) && published <= now.getTime();
}

/** True under `gatsby develop`, where editors preview drafts and scheduled posts. */
export function isPreviewMode(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.gatsby_executing_command === "develop" || env.NODE_ENV === "development";
}
