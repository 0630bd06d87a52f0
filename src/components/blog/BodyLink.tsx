import * as React from "react";

import { safeHref } from "../../blog/safe-href";

/**
 * The site addresses of the body's links that name a site page without its trailing slash
 * (`/pricing` → `/pricing/`), worked out at build time where every page is known
 * (plugins/blog/src/body-links.ts). The post template provides them; elsewhere there are none.
 */
export const BodySiteLinks = React.createContext<Readonly<Record<string, string>>>({});

/**
 * A body link. It opens in a new tab (SPEC); a site path the site has a page for is written as
 * that page's address, so the click costs no redirect; an href that is not http(s), mailto, tel
 * or a site path renders as its plain text.
 */
export function BodyLink({
  value,
  children,
}: {
  value?: { href?: unknown };
  children?: React.ReactNode;
}): React.ReactElement {
  const siteLinks = React.useContext(BodySiteLinks);
  const href = safeHref(value?.href);
  if (!href) return <>{children}</>;
  return (
    <a href={siteLinks[href] ?? href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
