import { defineField, defineType } from "sanity";

import { acceptedVideoProviders, parseVideoUrl, videoUrlProblem } from "../../src/blog/video-url";

/**
 * A video inside a post's body, by its link on YouTube, Vimeo or Wistia. The site shows a poster
 * and loads the provider's player only when the reader presses play (no request to the provider
 * before), from its privacy-friendly address. Other sites are refused here, with the list.
 */
export const videoEmbed = defineType({
  name: "videoEmbed",
  title: "Video",
  type: "object",
  fields: [
    defineField({
      name: "url",
      title: "Video link",
      type: "url",
      description: `The video's page or share link on ${acceptedVideoProviders}.`,
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ["https", "http"] })
          .custom((url) => videoUrlProblem(url) ?? true),
    }),
    defineField({
      name: "caption",
      title: "Caption",
      type: "string",
      description: "Shown under the video, and the player's name for screen readers (optional).",
      validation: (rule) => rule.max(300).warning(),
    }),
  ],
  preview: {
    select: { url: "url", caption: "caption" },
    prepare: ({ url, caption }: { url?: unknown; caption?: string }) => {
      const video = parseVideoUrl(url);
      return {
        title: caption || (video ? `${video.providerName} video` : "Video"),
        subtitle: typeof url === "string" ? url : "No link yet",
      };
    },
  },
});
