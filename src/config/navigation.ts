import { type RouteKey, routePaths } from "./route-paths";

export interface NavLink {
  label: string;
  to: string;
}

/** A link to a route of the route table, optionally to a section of it (`#hash`). */
export function linkTo(label: string, route: RouteKey, hash?: string): NavLink {
  const path = routePaths[route];
  return { label, to: hash ? `${path}#${hash}` : path };
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

export const serviceLinks: NavLink[] = [
  linkTo("Shorts", "shorts"),
  linkTo("Product Demo Videos", "productDemoVideos"),
  linkTo("Video Production", "videoProduction"),
];

/** Desktop header: the Services dropdown, then these links in order. */
export const desktopLinks: NavLink[] = [
  linkTo("How It Works", "home", "how-it-works"),
  linkTo("Case Study", "caseStudies"),
  linkTo("Script Generator", "scriptGenerator"),
  linkTo("About", "about"),
];

/** Mobile menu, top to bottom; groups render as labelled sub-lists. */
export const mobileMenu: Array<NavLink | NavGroup> = [
  linkTo("Home", "home"),
  { label: "Services", links: serviceLinks },
  linkTo("Showcase", "caseStudies"),
  linkTo("How It Works", "home", "how-it-works"),
  {
    label: "Resources",
    links: [linkTo("Script Generator", "scriptGenerator"), linkTo("Blog", "blog")],
  },
  linkTo("About", "about"),
];

export function isNavGroup(item: NavLink | NavGroup): item is NavGroup {
  return "links" in item;
}

/** Breadcrumb labels for known path segments; others are capitalised. */
export const breadcrumbLabels: Record<string, string> = {
  about: "About Us",
  "case-studies": "Case Studies",
  shorts: "YouTube Shorts",
  blog: "Blog",
  pricing: "Pricing",
  career: "Career",
  "privacy-policy": "Privacy Policy",
  "terms-of-service": "Terms of Service",
  "cookie-policy": "Cookie Policy",
  // Brand spelling, which word-by-word capitalising would get wrong ("Youtube").
  "youtube-script-generator": "YouTube Script Generator",
  "youtube-strategy": "YouTube Strategy",
};
