import { join } from "node:path";

import type { GatsbyNode, PluginOptions } from "gatsby";

import { isPreviewMode } from "./publication";

/** Where the site wants the blog: its templates, the list size, the Post Not Found path (gatsby-config passes them). */
export interface BlogPluginOptions extends PluginOptions {
  templatesDir: string;
  listSize: number;
  postNotFoundPath: string;
}

interface BlogPagesQuery {
  allBlogPost: { nodes: Array<{ id: string; path: string; title: string }> };
}

/** /blog (the newest posts), one page per post, and the Post Not Found page for any other /blog/... path. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }, options) => {
  const { templatesDir, listSize, postNotFoundPath } = options as BlogPluginOptions;
  const template = (name: string) => join(templatesDir, name);
  const result = await graphql<BlogPagesQuery>(`
    query BlogPages {
      allBlogPost(sort: { publishedAt: DESC }) {
        nodes {
          id
          path
          title
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query blog posts", result.errors);
    return;
  }

  actions.createPage({ path: "/blog/", component: template("blog-list.tsx"), context: { limit: listSize } });

  for (const post of result.data.allBlogPost.nodes) {
    actions.createPage({
      path: post.path,
      component: template("blog-post.tsx"),
      context: { id: post.id, breadcrumbLabel: post.title },
      ownerNodeId: post.id,
    });
  }

  // The page the CDN serves for any other /blog/... path. Only `gatsby develop` routes those to it
  // with a matchPath: Gatsby then lists every page under it in the app chunk (every post's path,
  // so every page's JavaScript grew with the blog and changed when a post came or went). A build
  // leaves them to the site's not-found page.
  actions.createPage({
    path: postNotFoundPath,
    ...(isPreviewMode() ? { matchPath: "/blog/*" } : {}),
    component: template("blog-post-not-found.tsx"),
    context: { breadcrumbLabel: "Post Not Found" },
  });
};
