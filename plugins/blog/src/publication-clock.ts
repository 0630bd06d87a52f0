/**
 * The instant a build publishes as of. Read once per process: the pages (create-pages.ts), the
 * feed (feed.ts, run by gatsby-plugin-feed from gatsby-config's copy of this module) and the
 * schedule (post-build.ts) must agree on which posts are due, or a post coming due mid-build would
 * be in the feed without its page. Kept on a global symbol, since Gatsby compiles gatsby-config
 * and the plugin's gatsby-node into separate bundles, each with its own copy of this module.
 */
const clockKey = Symbol.for("meridian.blog.publicationClock");

/**
 * `BLOG_CLOCK` (an ISO instant) when set: a local build (LOCAL_BACKEND=1) publishing as of another
 * time, as the tests do to build "after the date" without waiting for it. A deploy build always
 * publishes as of its own clock, so a forgotten variable can never publish an embargoed post.
 */
export function clockFrom(env: NodeJS.ProcessEnv, now: Date): Date {
  const asked = env.BLOG_CLOCK?.trim();
  if (!asked) return now;
  if (env.LOCAL_BACKEND !== "1")
    throw new Error(
      `BLOG_CLOCK=${asked} is for local builds only (LOCAL_BACKEND=1): a deploy build publishes as of its own clock. Unset it.`,
    );
  const time = Date.parse(asked);
  if (!Number.isFinite(time))
    throw new Error(`BLOG_CLOCK=${asked} is not a date and time (e.g. 2026-11-24T09:00:00Z).`);
  return new Date(time);
}

/** This process's publication instant, fixed at its first call. */
export function publicationClock(env: NodeJS.ProcessEnv = process.env): Date {
  const store = globalThis as unknown as Record<symbol, Date | undefined>;
  store[clockKey] ??= clockFrom(env, new Date());
  return store[clockKey];
}

/** Forgets the fixed instant, for a process that makes the blog's pages twice (the unit tests). */
export function resetPublicationClock(): void {
  delete (globalThis as unknown as Record<symbol, Date | undefined>)[clockKey];
}
