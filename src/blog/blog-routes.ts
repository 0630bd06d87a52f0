/** At most this many posts on /blog (SPEC section 9). */
export const blogListSize = 6;

/**
 * Serves every /blog/... path that is not a post: its page has matchPath "/blog/*" for the
 * browser, and is written as blog/404.html, the nested not-found page Cloudflare Pages and our
 * server answer 404 with under /blog/ (Netlify: the 404 rewrite in netlify.toml).
 */
export const postNotFoundPath = "/blog/404.html";
