import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { parse } from "node-html-parser";

/** What a reader sees of one built post: the parts both content sources must agree on. */
export interface BuiltPost {
  path: string;
  title: string;
  date: string | undefined;
  author: string;
  bodyText: string;
  /** inFigure: a picture of the body (a figure), not the cover or an author's photo. */
  images: Array<{
    src: string;
    width: string | undefined;
    height: string | undefined;
    alt: string | undefined;
    inFigure: boolean;
  }>;
}

/** The paths of every built post page under publicDir/blog (canonical form, with the trailing slash); the archive is no post. */
export function builtPostPaths(publicDir: string): string[] {
  return readdirSync(join(publicDir, "blog"), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        entry.name !== "archive" &&
        existsSync(join(publicDir, "blog", entry.name, "index.html")),
    )
    .map((entry) => `/blog/${entry.name}/`)
    .sort();
}

export function readBuiltPost(publicDir: string, path: string): BuiltPost {
  const doc = parse(readFileSync(join(publicDir, path, "index.html"), "utf8"));
  const article = doc.querySelector("main article") ?? doc.querySelector("main");
  // Scripts and <noscript> image fallbacks are not text a reader sees.
  for (const hidden of article?.querySelectorAll("script, noscript") ?? []) hidden.remove();
  return {
    path,
    title: doc.querySelector("h1")?.text.trim() ?? "",
    date: article?.querySelector("time")?.getAttribute("datetime"),
    author:
      article
        ?.querySelectorAll("span")
        .find((span) => span.text.trim() === "Author")
        ?.nextElementSibling?.text.trim() ?? "",
    bodyText: (article?.text ?? "").replace(/\s+/g, " ").trim(),
    images: (article?.querySelectorAll("img") ?? []).map((img) => ({
      src: img.getAttribute("src") ?? "",
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      alt: img.getAttribute("alt"),
      inFigure: img.closest("figure") !== null,
    })),
  };
}

/** The /blog/... links of the sitemap and of the RSS feed. */
export function listedPostPaths(publicDir: string): { sitemap: string[]; rss: string[] } {
  const pathsIn = (text: string, tag: string) =>
    [...text.matchAll(new RegExp(`<${tag}>[^<]*?(/blog/[^<]+)</${tag}>`, "g"))].map((match) => match[1]!).sort();
  return {
    sitemap: pathsIn(readFileSync(join(publicDir, "sitemap-0.xml"), "utf8"), "loc"),
    rss: pathsIn(readFileSync(join(publicDir, "rss.xml"), "utf8"), "link"),
  };
}
