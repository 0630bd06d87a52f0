import type { JsonLdObject } from "../seo/JsonLd";
import { agencyName } from "../../config/site";

interface PostForJsonLd {
  title: string;
  excerpt: string | null;
  path: string;
  publishedAt: string | null;
  authorName: string | null;
  imageUrl: string | null;
}

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`);

/** schema.org BlogPosting for a post page. */
export function blogPostingJsonLd(post: PostForJsonLd, siteUrl: string): JsonLdObject {
  const url = absolute(siteUrl, post.path);
  return {
    "@type": "BlogPosting",
    headline: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(post.imageUrl ? { image: absolute(siteUrl, post.imageUrl) } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...(post.authorName ? { author: { "@type": "Person", name: post.authorName } } : {}),
    publisher: { "@type": "Organization", name: agencyName, url: siteUrl },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}

/** A BreadcrumbList of site paths (or absolute URLs), first crumb first. */
export function breadcrumbJsonLd(items: Array<{ name: string; path: string }>, siteUrl: string): JsonLdObject {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absolute(siteUrl, item.path),
    })),
  };
}

/** Home › Blog › the post, matching the visible breadcrumb. */
export function postBreadcrumbJsonLd(post: { title: string; path: string }, siteUrl: string): JsonLdObject {
  return breadcrumbJsonLd(
    [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog/" },
      { name: post.title, path: post.path },
    ],
    siteUrl,
  );
}
