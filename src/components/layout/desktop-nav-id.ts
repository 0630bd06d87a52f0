/** The desktop nav's element id: the header loads the nav's code once this element is shown. */
export const desktopNavId = "main-nav";

export interface DesktopNavProps {
  /** The open page's path, for `aria-current`. */
  pathname: string;
}
