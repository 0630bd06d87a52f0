import { publicationTime } from "../shared/publication-time";

export { publicationTime };
export { blogPostPath } from "../shared/post-path";

export const isDraftDocument = (documentId: string): boolean => documentId.startsWith("drafts.");

/**
 * Whether a post may ever be part of a build: a published document with a date. Decided when the
 * post's node is made; it depends on the document alone, so a warm build that keeps the node
 * keeps a true answer.
 */
export function isPublicationCandidate(
  post: { documentId: string; publishedAt?: string | null },
  { preview }: { preview: boolean },
): boolean {
  if (preview) return true;
  return !isDraftDocument(post.documentId) && publicationTime(post.publishedAt) !== null;
}

/**
 * Whether a post is part of the site at `now`. Production builds leave out drafts and posts dated
 * after `now`; a preview (`gatsby develop`) shows both so editors can check them before they go
 * live. Decided when pages are made (create-pages.ts), never when a node is first created: a warm
 * build keeps an unchanged post's node, and the post must still go live once its date has come.
 */
export function isPublishable(
  post: { documentId: string; publishedAt?: string | null },
  { now, preview }: { now: Date; preview: boolean },
): boolean {
  if (preview) return true;
  if (!isPublicationCandidate(post, { preview })) return false;
  return (publicationTime(post.publishedAt) ?? Number.POSITIVE_INFINITY) <= now.getTime();
}

/**
 * True under any `gatsby develop` (`npm run develop` and the editors' preview alike), which shows
 * drafts and scheduled posts; false in builds.
 */
export function isGatsbyDevelop(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.gatsby_executing_command === "develop" || env.NODE_ENV === "development";
}
