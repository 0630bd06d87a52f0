import { defineField, defineType } from "sanity";

/**
 * A post's main image with its alt text. A named type, so the GraphQL API
 * (and gatsby-source-sanity) gets `MainImage { asset alt }` → SanityMainImage.
 */
export const mainImage = defineType({
  name: "mainImage",
  title: "Main image",
  type: "image",
  options: { hotspot: true },
  fields: [
    defineField({
      name: "alt",
      title: "Alternative text",
      type: "string",
      description: "What the image shows, for people who cannot see it. The post title is used when empty.",
      validation: (rule) => rule.max(160).warning(),
    }),
  ],
});
