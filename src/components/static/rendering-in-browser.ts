/** False while the build prerenders a page (Node has no document), true in a browser. */
export function renderingInBrowser(): boolean {
  return typeof document !== "undefined";
}
