import { defineArrayMember, defineField, defineType } from "sanity";

const hiddenFromInsertButtons: Record<string, unknown> = { hidden: true };

/**
 * The post body: exactly what the site renders. Normal, H1-H3 and quote
 * blocks; bold and italic; links (http, https, mailto, tel or a site path);
 * bullet and numbered lists; pictures (bodyImage) and videos (videoEmbed)
 * between the paragraphs. Sanity's standard `image` member is accepted too (not offered
 * for new pictures), so a post written in another Studio or migrated from another schema
 * opens here without an invalid block, and the site renders it as it renders a bodyImage.
 * Anything else a Studio adds is skipped.
 */
export const blockContent = defineType({
  name: "blockContent",
  title: "Block content",
  type: "array",
  of: [
    defineArrayMember({
      type: "block",
      styles: [
        { title: "Normal", value: "normal" },
        { title: "H1", value: "h1" },
        { title: "H2", value: "h2" },
        { title: "H3", value: "h3" },
        { title: "Quote", value: "blockquote" },
      ],
      lists: [
        { title: "Bullet", value: "bullet" },
        { title: "Numbered", value: "number" },
      ],
      marks: {
        decorators: [
          { title: "Strong", value: "strong" },
          { title: "Emphasis", value: "em" },
        ],
        annotations: [
          defineArrayMember({
            name: "link",
            title: "Link",
            type: "object",
            fields: [
              defineField({
                name: "href",
                title: "URL",
                type: "url",
                validation: (rule) => rule.uri({ scheme: ["http", "https", "mailto", "tel"], allowRelative: true }),
              }),
            ],
          }),
        ],
      },
    }),
    defineArrayMember({ type: "bodyImage" }),
    defineArrayMember({
      // Kept out of the body's insert buttons: the Portable Text toolbar leaves out members whose
      // type is hidden (sanity's getInsertMenuItems), a property ArrayOfEntry's type does not list.
      // Editors add pictures as bodyImage; this member lets imported posts' images open.
      ...hiddenFromInsertButtons,
      type: "image",
      title: "Image (imported)",
      options: { hotspot: true },
      fields: [
        defineField({
          name: "alt",
          title: "Alternative text",
          type: "string",
          description:
            "What the picture shows, for people who cannot see it. Without it the site shows it as decorative.",
          validation: (rule) =>
            rule
              .max(160)
              .custom((alt) =>
                typeof alt === "string" && alt.trim() !== ""
                  ? true
                  : "Without alternative text the site shows this picture as decorative: screen readers skip it",
              )
              .warning(),
        }),
        defineField({
          name: "caption",
          title: "Caption",
          type: "string",
          validation: (rule) => rule.max(300).warning(),
        }),
      ],
    }),
    defineArrayMember({ type: "videoEmbed" }),
  ],
});
