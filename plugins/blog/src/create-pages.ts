import { join } from "node:path";

import type { GatsbyNode, PluginOptions } from "gatsby";

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

  actions.createPage({
    path: postNotFoundPath,
    matchPath: "/blog/*",
    component: template("blog-post-not-found.tsx"),
    context: { breadcrumbLabel: "Post Not Found" },
  });
};
