import { defineField, defineType } from "sanity";

/**
 * A blog post with exactly the fields the site queries. A post without a slug
 * is published at /blog/{_id}; one dated in the future stays off the site
 * until a build after that date.
 */
export const post = defineType({
  name: "post",
  title: "Post",
  type: "document",
  fields: [
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "slug", title: "Slug", type: "slug", options: { source: "title", maxLength: 96 } }),
    defineField({
      name: "publishedAt",
      title: "Published at",
      type: "datetime",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "excerpt",
      title: "Excerpt",
      type: "text",
      rows: 3,
      description: "The lead paragraph and the card text (shown on three lines at most).",
      validation: (rule) => rule.max(240).warning(),
    }),
    defineField({ name: "mainImage", title: "Main image", type: "mainImage" }),
    defineField({ name: "author", title: "Author", type: "reference", to: [{ type: "author" }] }),
    defineField({ name: "body", title: "Body", type: "blockContent" }),
  ],
  orderings: [{ title: "Newest first", name: "publishedAtDesc", by: [{ field: "publishedAt", direction: "desc" }] }],
  preview: { select: { title: "title", subtitle: "author.name", media: "mainImage" } },
});
