export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

export const serviceLinks: NavLink[] = [
  { label: "Shorts", to: "/shorts" },
  { label: "Product Demo Videos", to: "/product-demo-videos" },
  { label: "Video Production", to: "/video-production" },
];

/** Desktop header: the Services dropdown, then these links in order. */
export const desktopLinks: NavLink[] = [
  { label: "How It Works", to: "/#how-it-works" },
  { label: "Case Study", to: "/case-studies" },
  { label: "Script Generator", to: "/script-generator" },
  { label: "About", to: "/about" },
];

/** Mobile menu, top to bottom; groups render as labelled sub-lists. */
export const mobileMenu: Array<NavLink | NavGroup> = [
  { label: "Home", to: "/" },
  { label: "Services", links: serviceLinks },
  { label: "Showcase", to: "/case-studies" },
  { label: "How It Works", to: "/#how-it-works" },
  {
    label: "Resources",
    links: [
      { label: "Script Generator", to: "/script-generator" },
      { label: "Blog", to: "/blog" },
    ],
  },
  { label: "About", to: "/about" },
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
