import type { DocumentDefinition } from "./schema-types";

/** A post's author: the site shows the name and the image (initials when there is none). */
export const author: DocumentDefinition = {
  name: "author",
  title: "Author",
  type: "document",
  fields: [
    { name: "name", title: "Name", type: "string", validation: (rule) => rule.required() },
    { name: "slug", title: "Slug", type: "slug", options: { source: "name", maxLength: 96 } },
    { name: "image", title: "Image", type: "image", options: { hotspot: true } },
  ],
  preview: { select: { title: "name", media: "image" } },
};
