// The files of public/ one publish may change: the post's own page and page-data, and the lists
// that show it (/blog when it is among the newest, the RSS feed, the sitemap when a URL comes or
// goes). Nothing else: no script chunk, no other page, no other card, the same _headers.

/** A change to the blog: `edit` of a post /blog shows, `add` of the newest post, `delete` of one /blog does not show, or `none`. */
export function expectedChanges({ change, slug }) {
  const page = slug ? [`blog/${slug}/index.html`, `page-data/blog/${slug}/page-data.json`] : [];
  const list = ["blog/index.html", "page-data/blog/page-data.json"];
  const sitemap = ["sitemap-0.xml"];
  const required = {
    none: [],
    edit: [...page, ...list, "rss.xml"],
    add: [...page, ...list, "rss.xml", ...sitemap],
    delete: [...page, "rss.xml", ...sitemap],
  }[change];
  if (!required) throw new Error(`unknown change ${change}`);
  return { required, allows: (path) => required.includes(path) };
}
