/**
 * Every route's path, by key, in its canonical form: with a trailing slash, as Gatsby writes each
 * page (`about/index.html`) and as every static host serves a folder's index (docs/deploy.md,
 * "Trailing slashes"). Kept apart from the route metadata so that links in the
 * browser bundle (navigation, footer, generators) cost a few bytes, not every description.
 */
export const routePaths = {
  home: "/",
  about: "/about/",
  caseStudies: "/case-studies/",
  beforeAndAfter: "/case-studies/before-and-after/",
  productDemoVideos: "/product-demo-videos/",
  shorts: "/shorts/",
  pricing: "/pricing/",
  career: "/career/",
  privacyPolicy: "/privacy-policy/",
  termsOfService: "/terms-of-service/",
  cookiePolicy: "/cookie-policy/",
  youtubeStrategy: "/youtube-strategy/",
  youtubeScriptGenerator: "/youtube-script-generator/",
  scriptGenerator: "/script-generator/",
  videoProduction: "/video-production/",
  blog: "/blog/",
  blogArchive: "/blog/archive/",
} as const;

export type RouteKey = keyof typeof routePaths;
