import { defineDocuments, defineLocations, presentationTool } from "sanity/presentation";

import { blogPostPath } from "../../plugins/blog/shared/post-path";
import { studioEnvironment } from "../environment";

/**
 * The Presentation tool: the site's editors' preview (`npm run preview`, SANITY_STUDIO_PREVIEW_URL)
 * framed beside the document, with click-to-edit. The frame comes in through the preview's front
 * at /__preview/enable with a one-hour secret the Studio writes for the logged-in editor (Sanity's
 * preview mode), so no lasting secret sits in the Studio's bundle.
 */
export const blogPresentationTool = () =>
  presentationTool({
    previewUrl: {
      initial: `${studioEnvironment.previewOrigin}/blog`,
      // No "share preview" links: the team's link (PREVIEW_SECRET) is the way in without the Studio.
      previewMode: { enable: "/__preview/enable", shareAccess: false },
    },
    resolve: {
      // The page at /blog/<slug> (or /blog/<id> without a slug) opens its post beside it.
      mainDocuments: defineDocuments([
        { route: "/blog/:segment", filter: `_type == "post" && (slug.current == $segment || _id == $segment)` },
      ]),
      locations: {
        post: defineLocations({
          select: { title: "title", slug: "slug.current", id: "_id" },
          resolve: (post: { title?: string; slug?: string; id?: string } | null) =>
            post
              ? { locations: [{ title: post.title ?? "Untitled post", href: blogPostPath(post.slug, post.id ?? "") }] }
              : null,
        }),
      },
    },
  });
