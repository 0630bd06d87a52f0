/** At most this many posts on /blog (SPEC section 9). */
export const blogListSize = 6;

/**
 * Serves every /blog/... path that is not a post: static/_redirects answers 404 with its
 * HTML, and in the browser the not-found page shows the same for those paths (it has no
 * matchPath in a build, see plugins/blog/src/create-pages.ts).
 */
export const postNotFoundPath = "/blog/post-not-found";

/** Its heading and last breadcrumb. */
export const postNotFoundLabel = "Post Not Found";

/** Whether a path the site has no page for is one of the blog's (it then shows Post Not Found). */
export function isUnderBlog(pathname: string): boolean {
  return /^\/blog\/./.test(pathname);
}

/** The blog's RSS feed, under public/. */
export const feedPath = "/rss.xml";
