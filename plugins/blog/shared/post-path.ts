/**
 * Where a post lives: /blog/{slug}/, or /blog/{_id}/ when it has no slug (canonical form: trailing
 * slash). The Studio (sanity/) links its previews here too, so the rule is written once.
 */
export function blogPostPath(slug: string | null | undefined, documentId: string): string {
  const segment = slug?.trim() || documentId.replace(/^drafts\./, "");
  return `/blog/${segment}/`;
}
