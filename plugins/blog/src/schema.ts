import type { GatsbyNode } from "gatsby";
import type { GraphQLObjectType } from "gatsby/graphql";
import { getGatsbyImageFieldConfig } from "gatsby-plugin-image/graphql-utils";

import { type BlogImageSource, croppedAspectRatio } from "./blog-images";

/**
 * The source-neutral blog model. Templates query `BlogPost` and never a
 * source's own types, so switching between gatsby-source-sanity and the
 * bundled export (or adding another CMS) touches no page. Declared explicitly
 * so queries return null instead of failing when there is no content yet.
 */
const typeDefs = /* GraphQL */ `
  interface BlogPost implements Node {
    id: ID!
    "The source document's id (Sanity _id)."
    postId: String!
    title: String!
    "The URL segment; null when the post has none and lives at its id."
    slug: String
    path: String!
    publishedAt: Date @dateformat
    excerpt: String
    isDraft: Boolean!
    image: BlogImage
    author: BlogAuthor
    "Portable Text blocks."
    body: JSON
    "The body's pictures (bodyImage and standard image blocks), by block key."
    bodyImages: [BlogBodyImage!]
  }

  "A picture of the body: the Portable Text block's _key and its image."
  type BlogBodyImage {
    key: String!
    image: BlogImage!
  }

  type BlogAuthor {
    name: String!
    image: BlogImage
  }

  "A blog post built from a SanityPost node, whichever plugin created it."
  type SanityBlogPost implements Node & BlogPost @dontInfer {
    postId: String!
    title: String!
    slug: String
    path: String!
    publishedAt: Date @dateformat
    excerpt: String
    isDraft: Boolean!
    image: BlogImage
    author: BlogAuthor
    body: JSON
    bodyImages: [BlogBodyImage!]
  }
`;

interface AuthorNode {
  name?: string;
  image?: { asset?: { _ref?: string } };
}

interface NodeModel {
  /** The node, or null; awaited, so a resolver stays right whether Gatsby answers at once or later. */
  getNodeById: (input: { id: string; type?: string }) => unknown;
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createTypes([
    typeDefs,
    schema.buildObjectType({
      name: "BlogImage",
      fields: {
        alt: "String",
        // Delegates to the image asset's own gatsbyImageData: Sanity's image CDN
        // with gatsby-source-sanity, sharp with the bundled export. The editor's crop and
        // hotspot ride along on the asset: gatsby-source-sanity's helper hands its source to
        // @sanity/image-url, which turns them into the CDN's `rect` at the asked aspect ratio,
        // and the export's sharp resolver cuts the same rect. A picture asked for without an
        // aspect ratio (a body picture) is shown whole as cropped.
        gatsbyImageData: {
          ...getGatsbyImageFieldConfig<BlogImageSource, { nodeModel: NodeModel }, Record<string, unknown>>(
            async (source, args, context, info) => {
              if (!source.assetId) return null;
              const asset = await context.nodeModel.getNodeById({ id: source.assetId, type: "SanityImageAsset" });
              const assetType = info.schema.getType("SanityImageAsset") as GraphQLObjectType | undefined;
              const resolve = assetType?.getFields().gatsbyImageData?.resolve;
              if (!asset || !resolve) return null;
              const framed =
                source.crop || source.hotspot ? { ...asset, crop: source.crop, hotspot: source.hotspot } : asset;
              const fixedShape =
                args.aspectRatio !== undefined || (args.width !== undefined && args.height !== undefined);
              const aspectRatio =
                !fixedShape && source.crop ? croppedAspectRatio(source.assetId, source.crop) : undefined;
              return resolve(framed, { fit: "fill", ...args, ...(aspectRatio ? { aspectRatio } : {}) }, context, info);
            },
          ),
          type: "GatsbyImageData",
        },
      },
    }),
    schema.buildObjectType({
      name: "SanityBlogPost",
      interfaces: ["Node", "BlogPost"],
      fields: {
        author: {
          type: "BlogAuthor",
          resolve: async (
            source: { authorNodeId?: string | null },
            _args: unknown,
            context: { nodeModel: NodeModel },
          ) => {
            if (!source.authorNodeId) return null;
            const author = (await context.nodeModel.getNodeById({ id: source.authorNodeId })) as AuthorNode | null;
            if (!author?.name) return null;
            const assetId = author.image?.asset?._ref;
            return { name: author.name, image: assetId ? { alt: author.name, assetId } : null };
          },
        },
      },
    }),
  ]);
};
