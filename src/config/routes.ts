import { type RouteKey, routePaths } from "./route-paths";
import type { PageLang } from "./site";

export type { RouteKey };

export interface RouteMeta {
  path: string;
  title: string;
  description: string;
  lang: PageLang;
}

/**
 * The public routes of the route table, with the metadata each page's Head
 * uses. Blog posts add their own routes at build time.
 */
export const routes = {
  home: {
    path: routePaths.home,
    title: "Meridian | Faça seu capital crescer com o método europeu",
    description:
      "Comunidade restrita de brasileiros com patrimônio que aprendem a investir com o método europeu: média de +6,2% ao mês e drawdown máximo de -3,3%.",
    lang: "pt-BR",
  },
  about: {
    path: routePaths.about,
    title: "About Us | Meridian Studio",
    description:
      "Meridian Studio is a Lisbon video-production studio founded in 2024 that helps SaaS companies grow with video, backed by a 30-day results guarantee.",
    lang: "en",
  },
  caseStudies: {
    path: routePaths.caseStudies,
    title: "Case Studies | Meridian Studio",
    description:
      "Success stories from SaaS companies that grew with Meridian Studio videos: demos, shorts and testimonials with an average 250% ROI.",
    lang: "en",
  },
  beforeAndAfter: {
    path: routePaths.beforeAndAfter,
    title: "Before and After | Meridian Studio Case Studies",
    description:
      "See SaaS videos before and after Meridian Studio: customer testimonials, tutorials and vertical ads, plus the GIFs we create from every project.",
    lang: "en",
  },
  productDemoVideos: {
    path: routePaths.productDemoVideos,
    title: "Product Demo Videos for SaaS | Meridian Studio",
    description:
      "Product demo videos that show your SaaS in action and turn trial users into customers, delivered in 14 days with unlimited revisions.",
    lang: "en",
  },
  shorts: {
    path: routePaths.shorts,
    title: "YouTube Shorts and Short-Form Video for SaaS | Meridian Studio",
    description:
      "Short-form videos of 15-60 seconds for TikTok, Reels, YouTube Shorts and LinkedIn, delivered in 3-5 days with 10x the engagement of static posts.",
    lang: "en",
  },
  pricing: {
    path: routePaths.pricing,
    title: "Pricing and Video ROI Calculator | Meridian Studio",
    description:
      "Simple, transparent pricing for SaaS video, with a calculator that shows the customers, revenue and ROI your video investment can return.",
    lang: "en",
  },
  career: {
    path: routePaths.career,
    title: "Careers | Meridian Studio",
    description:
      "Join Meridian Studio: remote positions for video editors and content strategists who want to make SaaS stories people watch.",
    lang: "en",
  },
  privacyPolicy: {
    path: routePaths.privacyPolicy,
    title: "Privacy Policy | Meridian",
    description:
      "How Meridian collects, uses and protects personal data, effective 1 June 2025 and governed by Portuguese law.",
    lang: "en",
  },
  termsOfService: {
    path: routePaths.termsOfService,
    title: "Terms of Service | Meridian",
    description:
      "The terms that govern the use of the Meridian website and services, effective 1 June 2025 under Portuguese law.",
    lang: "en",
  },
  cookiePolicy: {
    path: routePaths.cookiePolicy,
    title: "Cookie Policy | Meridian",
    description:
      "Which analytics and advertising cookies the Meridian website uses, why, and how to control them in your browser.",
    lang: "en",
  },
  youtubeStrategy: {
    path: routePaths.youtubeStrategy,
    title: "How Five SaaS Brands Win on YouTube | Meridian Studio",
    description:
      "What HubSpot, Notion, Canva, Figma and Ahrefs do on YouTube, and the lessons any SaaS company can apply to its own video strategy.",
    lang: "en",
  },
  youtubeScriptGenerator: {
    path: routePaths.youtubeScriptGenerator,
    title: "Free YouTube Script Generator | Meridian Studio",
    description:
      "Generate a structured YouTube script in seconds: pick a topic, video type, duration, audience and tone, then copy or download it for free.",
    lang: "en",
  },
  scriptGenerator: {
    path: routePaths.scriptGenerator,
    title: "Free Video Script Generator | Meridian Studio",
    description:
      "Create presentation, sales, educational and webinar scripts with time marks that fit your duration. Free, in your browser, ready to copy.",
    lang: "en",
  },
  videoProduction: {
    path: routePaths.videoProduction,
    title: "Premium Video Production for SaaS | Meridian Studio",
    description:
      "Premium video production that grows your SaaS: self-record with guidance or go fully hands-off, in studio quality, delivered in 2-3 weeks.",
    lang: "en",
  },
  blog: {
    path: routePaths.blog,
    title: "Blog | Meridian Studio",
    description: "Insights, tips, and stories from the world of SaaS video production.",
    lang: "en",
  },
} satisfies Record<RouteKey, RouteMeta>;
