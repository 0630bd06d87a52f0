/** @jest-environment node */
import type { Actions, PluginOptions } from "gatsby";

import type { BlogOptions } from "../../config";
import { parseSchedule, scheduleOf } from "../../shared/schedule";
import { createPages } from "../create-pages";
import { feedItems } from "../feed";
import { isPublishable } from "../publication";
import { clockFrom, resetPublicationClock } from "../publication-clock";

const due = "2026-11-24T09:00:00Z";
const before = new Date("2026-11-24T08:55:00Z");
const after = new Date("2026-11-24T09:01:00Z");

describe("publication at the build's instant", () => {
  it("publishes a dated, published post once its date has come, never a draft or an undated post", () => {
    expect(isPublishable({ documentId: "p1", publishedAt: due }, { now: before, preview: false })).toBe(false);
    expect(isPublishable({ documentId: "p1", publishedAt: due }, { now: after, preview: false })).toBe(true);
    expect(isPublishable({ documentId: "drafts.p1", publishedAt: due }, { now: after, preview: false })).toBe(false);
    expect(isPublishable({ documentId: "p1", publishedAt: null }, { now: after, preview: false })).toBe(false);
    expect(isPublishable({ documentId: "p1", publishedAt: due }, { now: before, preview: true })).toBe(true);
  });

  it("takes BLOG_CLOCK in a local build only, and refuses one that is not a date", () => {
    const now = new Date();
    expect(clockFrom({}, now)).toBe(now);
    expect(clockFrom({ BLOG_CLOCK: due, LOCAL_BACKEND: "1" }, now).toISOString()).toBe("2026-11-24T09:00:00.000Z");
    expect(() => clockFrom({ BLOG_CLOCK: due }, now)).toThrow(/BLOG_CLOCK=.* is for local builds only/);
    expect(() => clockFrom({ BLOG_CLOCK: "soon", LOCAL_BACKEND: "1" }, now)).toThrow(/not a date and time/);
  });
});

describe("the schedule the build publishes", () => {
  it("holds the earliest date still to come, and only that", () => {
    const dates = ["2026-11-20T09:00:00Z", "2026-12-01T09:00:00Z", due, null, "not a date"];
    expect(scheduleOf(dates, before)).toEqual({ nextPostAt: "2026-11-24T09:00:00.000Z" });
    expect(scheduleOf(dates, after)).toEqual({ nextPostAt: "2026-12-01T09:00:00.000Z" });
    expect(scheduleOf(dates, new Date("2027-01-01T00:00:00Z"))).toEqual({ nextPostAt: null });
  });

  it("reads back what it wrote, and refuses anything else, saying what it got", () => {
    expect(parseSchedule(JSON.stringify(scheduleOf([due], before)))).toEqual({
      nextPostAt: "2026-11-24T09:00:00.000Z",
    });
    expect(parseSchedule('{"nextPostAt":null}')).toEqual({ nextPostAt: null });
    expect(() => parseSchedule("<!doctype html>")).toThrow(/\/blog\/schedule\.json is not JSON: "<!doctype html>"/);
    expect(() => parseSchedule('{"nextPostAt":"Tuesday"}')).toThrow(/has no nextPostAt/);
  });
});

const post = (postId: string, publishedAt: string) => ({
  id: `node-${postId}`,
  postId,
  path: `/blog/${postId}/`,
  title: `Post ${postId}`,
  publishedAt,
  excerpt: null,
  author: null,
  body: [],
});
const posts = [post("old", "2026-11-01T09:00:00Z"), post("scheduled", due)];

describe("the feed", () => {
  it("lists the posts due at the build's instant only", () => {
    const query = { site: { siteMetadata: { siteUrl: "https://meridian.example" } }, allBlogPost: { nodes: posts } };
    expect(feedItems({ query }, before).map((item) => item.title)).toEqual(["Post old"]);
    expect(feedItems({ query }, after).map((item) => item.title)).toEqual(["Post old", "Post scheduled"]);
  });
});

describe("the pages, made again by a warm build whose posts did not change", () => {
  const templates = {
    list: "/site/list.tsx",
    post: "/site/post.tsx",
    postNotFound: "/site/not-found.tsx",
    archiveIndex: "/site/archive-index.tsx",
    archiveMonth: "/site/archive-month.tsx",
  };
  const options: BlogOptions = {
    templates,
    listSize: 6,
    archivePageSize: 50,
    postNotFoundPath: "/blog/404.html",
    sitePaths: ["/"],
  };

  /** The pages createPages makes from the same posts as of `clock`: path → context. */
  async function pagesAt(clock: Date): Promise<Map<string, Record<string, unknown>>> {
    const pages = new Map<string, Record<string, unknown>>();
    const args = {
      graphql: () => Promise.resolve({ data: { allBlogPost: { nodes: posts } } }),
      actions: {
        createPage: (page: { path: string; context: Record<string, unknown> }) => pages.set(page.path, page.context),
      } as unknown as Actions,
      reporter: {
        info: () => undefined,
        panicOnBuild: (message: string) => {
          throw new Error(message);
        },
      },
    } as unknown as Parameters<NonNullable<typeof createPages>>[0];
    resetPublicationClock();
    process.env.LOCAL_BACKEND = "1";
    process.env.BLOG_CLOCK = clock.toISOString();
    try {
      await createPages!(args, options as unknown as PluginOptions, () => undefined);
    } finally {
      delete process.env.BLOG_CLOCK;
      delete process.env.LOCAL_BACKEND;
      resetPublicationClock();
    }
    return pages;
  }

  it("leaves the scheduled post out before its date, and publishes it after: its page, /blog and its month", async () => {
    const early = await pagesAt(before);
    expect(early.has("/blog/scheduled/")).toBe(false);
    expect(early.get("/blog/")).toEqual({ ids: ["node-old"] });
    expect(JSON.stringify([...early.values()])).not.toContain("scheduled");

    const late = await pagesAt(after);
    expect(late.get("/blog/scheduled/")).toMatchObject({ id: "node-scheduled", older: { path: "/blog/old/" } });
    expect(late.get("/blog/")).toEqual({ ids: ["node-scheduled", "node-old"] });
    expect(late.get("/blog/archive/2026-11/")).toMatchObject({ ids: ["node-scheduled", "node-old"] });
  });
});
