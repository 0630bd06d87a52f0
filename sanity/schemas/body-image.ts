import { defineField, defineType, type PreviewValue } from "sanity";

/**
 * A picture inside a post's body: the editor's crop is what readers see and the hotspot stays in
 * frame at every size the site shows. Alt text is required unless the editor marks the picture
 * decorative (it then adds nothing the text does not say, and screen readers skip it).
 */
export const bodyImage = defineType({
  name: "bodyImage",
  title: "Image",
  type: "image",
  options: { hotspot: true },
  fields: [
    defineField({
      name: "alt",
      title: "Alternative text",
      type: "string",
      description: "What the picture shows, for people who cannot see it (a sentence, no 'image of').",
      hidden: ({ parent }) => Boolean((parent as { decorative?: boolean } | undefined)?.decorative),
      validation: (rule) =>
        rule.max(160).custom((alt, context) => {
          const decorative = Boolean((context.parent as { decorative?: boolean } | undefined)?.decorative);
          if (decorative || (typeof alt === "string" && alt.trim() !== "")) return true;
          return "Describe the picture for readers who cannot see it, or mark it decorative";
        }),
    }),
    defineField({
      name: "decorative",
      title: "Decorative",
      type: "boolean",
      description: "Only for a picture that adds nothing the text does not already say: screen readers skip it.",
      initialValue: false,
    }),
    defineField({
      name: "caption",
      title: "Caption",
      type: "string",
      description: "Shown under the picture (optional).",
      validation: (rule) => rule.max(300).warning(),
    }),
  ],
  preview: {
    select: { title: "caption", subtitle: "alt", media: "asset" },
    prepare: ({ title, subtitle, media }: { title?: string; subtitle?: string; media?: PreviewValue["media"] }) => ({
      title: title || subtitle || "Image",
      subtitle: title ? subtitle : undefined,
      media,
    }),
  },
});
