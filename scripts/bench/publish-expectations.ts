// The files of public/ one publish may change: the post's own page and page-data; its newer and
// older neighbours' pages (each shows the post's title and links to it); the archive page(s) of
// its month (which list it) and, when a post comes or goes, the archive index (its month's count);
// /blog when it is among the newest; the RSS feed; the sitemap when a URL comes or goes; a new
// archive page's social card when a month gains a page. Nothing else: no script chunk, no other
// page, no other month, the same _headers.

export type BlogChange =
  | { change: "none"; slug?: undefined; month?: undefined; neighbours?: undefined }
  | { change: "edit" | "add" | "delete"; slug: string; month?: string; neighbours?: string[] };

const pageFiles = (slug: string) => [`blog/${slug}/index.html`, `page-data/blog/${slug}/page-data.json`];
const archiveIndex = ["blog/archive/index.html", "page-data/blog/archive/page-data.json"];

/**
 * A change to the blog: `edit` of a post /blog shows, `add` of the newest post, `delete` of one
 * /blog does not show, or `none`. `month` ("2026-01"): the archive month of the post;
 * `neighbours`: the slugs of the posts next to it in date order (before a deletion, after an addition).
 */
export function expectedChanges({ change, slug, month, neighbours = [] }: BlogChange): {
  required: string[];
  allows: (path: string) => boolean;
  missing: (paths: string[]) => string[];
} {
  const page = slug ? pageFiles(slug) : [];
  const list = ["blog/index.html", "page-data/blog/page-data.json"];
  const around = neighbours.flatMap(pageFiles);
  // "…/" stands for at least one file of the month's archive pages.
  const monthPages = month ? [`blog/archive/${month}/`] : [];
  const byChange: Record<BlogChange["change"], string[]> = {
    none: [],
    edit: [...page, ...list, ...around, ...monthPages, "rss.xml"],
    add: [...page, ...list, ...around, ...monthPages, ...archiveIndex, "rss.xml", "sitemap-0.xml"],
    delete: [...page, ...around, ...monthPages, ...archiveIndex, "rss.xml", "sitemap-0.xml"],
  };
  // BlogChange says which changes there are; a caller in plain JavaScript may still name another.
  const required: string[] | undefined = byChange[change];
  if (!required) throw new Error(`unknown change ${change}`);
  const inMonth = (path: string) =>
    Boolean(month) &&
    (path.startsWith(`blog/archive/${month}/`) || path.startsWith(`page-data/blog/archive/${month}/`));
  const newCard = (path: string) => change === "add" && path.startsWith("static/social/");
  return {
    required,
    allows: (path: string) => required.includes(path) || inMonth(path) || newCard(path),
    missing: (paths: string[]) =>
      required.filter((entry) =>
        entry.endsWith("/") ? !paths.some((path) => path.startsWith(entry)) : !paths.includes(entry),
      ),
  };
}
