import { join } from "node:path";

import { routes } from "../../../config/routes";
import { postCardContent, routeCardContent } from "../card-content";
import type { CardContent } from "../card-template";

export const referenceDir = join(__dirname, "references");

/** The three cards the visual check compares with stored PNGs (see README "Scripts"). */
export const referenceCards: Array<{ name: string; content: CardContent }> = [
  {
    // Longer than any title on the site: it must shrink, wrap and keep whole words.
    name: "longest-title",
    content: routeCardContent({
      title:
        "Short-Form Video for SaaS: What Works on LinkedIn, Reels and YouTube Shorts, and Why Most B2B Teams Quietly Give Up After Their First Three Videos | Meridian Studio",
      description: routes.shorts.description,
      lang: "en",
    }),
  },
  { name: "portuguese-home", content: routeCardContent(routes.home) },
  {
    name: "blog-post",
    content: postCardContent({
      title: "Onboarding Videos That Cut Support Tickets",
      excerpt:
        "The same five questions fill your support inbox every week. Short onboarding videos answer them before they are asked.",
    }),
  },
];
