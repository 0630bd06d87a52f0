import type { PageLang } from "../../config/site";
import type { CardContent } from "./card-template";

/** The line above the title, in the page's language. */
const kickers = {
  investment: "Método europeu de investimento",
  agency: "Video production for SaaS",
  blog: "Meridian Studio Blog",
} as const;

/** A route's card: Portuguese routes sell the investment offer, English ones the agency. */
export function routeCardContent(route: { title: string; description: string; lang: PageLang }): CardContent {
  const offer = route.lang === "pt-BR" ? "investment" : "agency";
  return { title: route.title, description: route.description, offer, kicker: kickers[offer] };
}

/** A blog post's card (the blog is the agency's). */
export function postCardContent(post: { title: string; excerpt?: string | null }): CardContent {
  return { title: post.title, description: post.excerpt ?? "", offer: "agency", kicker: kickers.blog };
}
