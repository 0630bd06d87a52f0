/**
 * Every route's path, by key. Kept apart from the route metadata so that links in the
 * browser bundle (navigation, footer, generators) cost a few bytes, not every description.
 */
export const routePaths = {
  home: "/",
  about: "/about",
  caseStudies: "/case-studies",
  beforeAndAfter: "/case-studies/before-and-after",
  productDemoVideos: "/product-demo-videos",
  shorts: "/shorts",
  pricing: "/pricing",
  career: "/career",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  cookiePolicy: "/cookie-policy",
  youtubeStrategy: "/youtube-strategy",
  youtubeScriptGenerator: "/youtube-script-generator",
  scriptGenerator: "/script-generator",
  videoProduction: "/video-production",
  blog: "/blog",
} as const;

export type RouteKey = keyof typeof routePaths;
