/** At most this many posts on /blog (SPEC section 9). */
export const blogListSize = 6;

/**
 * At most this many posts on one archive page (/blog/archive/2026-11/); a month with more is
 * split into pages numbered from its oldest post (plugins/blog/src/archive.ts). A usual month
 * fits on one page; 50 short entries keep a page light.
 */
export const blogArchivePageSize = 50;

/**
 * Serves every /blog/... path that is not a post: it is written as blog/404.html, the nested
 * not-found page Cloudflare Pages and our server answer 404 with under /blog/ (Netlify: the 404
 * rewrite in netlify.toml). In the browser the site's not-found page shows the same for those
 * paths (this page has no matchPath in a build, see plugins/blog/src/create-pages.ts).
 */
export const postNotFoundPath = "/blog/404.html";

/** Its heading and last breadcrumb. */
export const postNotFoundLabel = "Post Not Found";

/** Whether a path the site has no page for is one of the blog's (it then shows Post Not Found). */
export function isUnderBlog(pathname: string): boolean {
  return /^\/blog\/./.test(pathname);
}

/** The blog's RSS feed, under public/. */
export const feedPath = "/rss.xml";
