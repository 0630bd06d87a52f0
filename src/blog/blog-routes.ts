/** At most this many posts on /blog (SPEC section 9). */
export const blogListSize = 6;

/**
 * Serves every /blog/... path that is not a post: its page has matchPath
 * "/blog/*" for the browser, and static/_redirects answers 404 with it.
 */
export const postNotFoundPath = "/blog/post-not-found";

/** The blog's RSS feed, under public/. */
export const feedPath = "/rss.xml";
