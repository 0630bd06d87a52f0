import { join, resolve } from "node:path";

import type { GatsbyNode } from "gatsby";

import { archiveCardTitle, archivePageDescription } from "../../blog/archive-copy";
import type { PageLang } from "../../config/site";
import { addResolvers } from "../gatsby-function-types";
import { postCardContent, routeCardContent } from "./card-content";
import { type CardDirectories, type SocialCard, socialCard } from "./card-store";

interface RouteSource {
  title: string;
  description: string;
  lang: PageLang;
}

interface PostSource {
  title?: string;
  excerpt?: string | null;
  image?: { assetId?: string | null } | null;
}

interface NodeModel {
  /** The node, or null; awaited, so a resolver stays right whether Gatsby answers at once or later. */
  getNodeById: (input: { id: string }) => unknown;
}

/** Why declared: the pages' Head queries these fields, and a declared type fails loudly instead of inferring nulls. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    "A page's 1200×630 social preview image, built at build time."
    type SocialCard {
      url: String!
      width: Int!
      height: Int!
      alt: String!
    }
  `);
};

/** A post's card, or null when the post has its own main image (it keeps using it). */
export async function postSocialCard(post: PostSource | null, dirs: CardDirectories): Promise<SocialCard | null> {
  if (!post?.title || post.image?.assetId) return null;
  return socialCard(postCardContent({ title: post.title, excerpt: post.excerpt }), dirs);
}

/**
 * Cards are made when a page's Head asks for them: routes through SiteRoute.socialCard (in the
 * route's page query, RouteSeoFields), posts through blogPostSocialCard(id) in the post's page query, archive pages
 * through blogArchiveSocialCard(label) in theirs. Posts with their own image get null and keep
 * their image.
 */
export const createResolvers: GatsbyNode["createResolvers"] = (args) => {
  const { cache } = args;
  const dirs: CardDirectories = {
    cacheDir: join(cache.directory, "social-cards"),
    publicDir: resolve(process.cwd(), "public"),
  };
  addResolvers(args)({
    SiteRoute: {
      socialCard: {
        type: "SocialCard!",
        resolve: (route: RouteSource) => socialCard(routeCardContent(route), dirs),
      },
    },
    Query: {
      blogPostSocialCard: {
        type: "SocialCard",
        args: { id: "String!" },
        resolve: async (_source: unknown, args: { id: string }, context: { nodeModel: NodeModel }) => {
          const post = (await context.nodeModel.getNodeById({ id: args.id })) as PostSource | null;
          return postSocialCard(post, dirs);
        },
      },
      blogArchiveSocialCard: {
        type: "SocialCard!",
        args: { label: "String!" },
        resolve: (_source: unknown, args: { label: string }) =>
          socialCard(
            postCardContent({ title: archiveCardTitle(args.label), excerpt: archivePageDescription(args.label) }),
            dirs,
          ),
      },
    },
  });
};
