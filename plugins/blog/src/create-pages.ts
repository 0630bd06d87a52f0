import type { GatsbyNode } from "gatsby";

import type { BlogOptions } from "../config";
import type {
  BlogArchiveIndexContext,
  BlogArchivePageContext,
  BlogListPageContext,
  BlogPageLink,
  BlogPostNotFoundContext,
  BlogPostPageContext,
} from "../shared/page-context";

import { archiveIndexPath, archivePlan, isArchivePath } from "./archive";
import { bodySiteLinks } from "./body-links";
import { isGatsbyDevelop, isPublishable } from "./publication";
import { publicationClock } from "./publication-clock";

interface BlogPageNode {
  id: string;
  postId: string;
  path: string;
  title: string;
  publishedAt: string | null;
  body: unknown;
}

interface BlogPagesQuery {
  allBlogPost: { nodes: BlogPageNode[] };
}

/** Newest first; posts of one instant by id, so a rebuild never swaps neighbours; undated (preview only) last. */
function newestFirst(posts: BlogPageNode[]): BlogPageNode[] {
  const time = (post: BlogPageNode) => {
    const parsed = post.publishedAt ? Date.parse(post.publishedAt) : Number.NaN;
    return Number.isFinite(parsed) ? parsed : Number.NEGATIVE_INFINITY;
  };
  return [...posts].sort((a, b) => time(b) - time(a) || a.id.localeCompare(b.id));
}

const postLink = (post: BlogPageNode | undefined): BlogPageLink | null =>
  post ? { path: post.path, label: post.title } : null;

/**
 * /blog (the newest posts), the archive (an index of months and a page per month, see
 * ./archive.ts), one page per post with its newer and older neighbours, and the Post Not Found
 * page for any other /blog/... path.
 */
export const createPages: GatsbyNode["createPages"] = async (args, options) => {
  const { actions, reporter } = args;
  const { templates, listSize, archivePageSize, postNotFoundPath, sitePaths } = options as unknown as BlogOptions;
  const result = await args.graphql<BlogPagesQuery>(`
    query BlogPages {
      allBlogPost {
        nodes {
          id
          postId
          path
          title
          publishedAt
          body
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    // Gatsby types a query's errors as any; they are GraphQL errors.
    reporter.panicOnBuild("Could not query blog posts", result.errors as Error[] | undefined);
    return;
  }
  // Which posts are due is decided here, on every build, warm or cold: a post's node outlives
  // builds while its document is unchanged, its date coming does not change it.
  const now = publicationClock();
  const preview = isGatsbyDevelop();
  const nodes = result.data.allBlogPost.nodes;
  const posts = newestFirst(
    nodes.filter((post) => isPublishable({ documentId: post.postId, publishedAt: post.publishedAt }, { now, preview })),
  );
  if (posts.length < nodes.length)
    reporter.info(`[blog] ${nodes.length - posts.length} scheduled post(s) left out: not due at ${now.toISOString()}`);
  const clash = posts.find((post) => isArchivePath(post.path));
  if (clash) {
    reporter.panicOnBuild(
      `The post "${clash.title}" would live at ${clash.path}, the blog archive's address: give it another slug.`,
    );
    return;
  }

  actions.createPage({
    path: "/blog/",
    component: templates.list,
    context: { ids: posts.slice(0, listSize).map((post) => post.id) } satisfies BlogListPageContext,
  });

  const archive = archivePlan(posts, archivePageSize);
  actions.createPage({
    path: archiveIndexPath,
    component: templates.archiveIndex,
    context: { months: archive.months } satisfies BlogArchiveIndexContext,
  });
  for (const page of archive.pages) {
    const monthSegment = page.path.slice(archiveIndexPath.length).split("/")[0] ?? "";
    actions.createPage({
      path: page.path,
      component: templates.archiveMonth,
      context: {
        ids: page.postIds,
        label: page.label,
        newer: page.newer,
        older: page.older,
        // A later page of a month sits under the month's first: its crumbs are the month, then the page.
        breadcrumbLabel: page.part > 1 ? `Page ${page.part}` : page.label,
        breadcrumbSegmentLabels: { [monthSegment]: page.monthLabel },
      } satisfies BlogArchivePageContext,
    });
  }

  const knownPaths = new Set([
    ...sitePaths,
    ...posts.map((post) => post.path),
    archiveIndexPath,
    ...archive.pages.map((page) => page.path),
  ]);
  posts.forEach((post, index) => {
    actions.createPage({
      path: post.path,
      component: templates.post,
      context: {
        id: post.id,
        breadcrumbLabel: post.title,
        newer: postLink(posts[index - 1]),
        older: postLink(posts[index + 1]),
        siteLinks: bodySiteLinks(post.body, knownPaths),
      } satisfies BlogPostPageContext,
      ownerNodeId: post.id,
    });
  });

  // The page the CDN serves for any other /blog/... path. Only `gatsby develop` routes those to it
  // with a matchPath: Gatsby then lists every page under it in the app chunk (every post's path,
  // so every page's JavaScript grew with the blog and changed when a post came or went). A build
  // leaves them to the site's not-found page.
  actions.createPage({
    path: postNotFoundPath,
    ...(isGatsbyDevelop() ? { matchPath: "/blog/*" } : {}),
    component: templates.postNotFound,
    context: { breadcrumbLabel: "Post Not Found" } satisfies BlogPostNotFoundContext,
  });
};
