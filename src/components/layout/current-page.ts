/**
 * `aria-current` for a link to `to` on the page at `pathname`: "page" when it is that page, as
 * Gatsby's <Link> sets it (a link to a section of a page, `/#how-it-works`, is not the page).
 */
export function currentPage(pathname: string, to: string): "page" | undefined {
  return to === pathname ? "page" : undefined;
}
