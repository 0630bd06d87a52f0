import { type RouteKey, routePaths } from "./route-paths";
import type { PageLang } from "./site";

export type { RouteKey };

export interface RouteMeta {
  path: string;
  title: string;
  description: string;
  lang: PageLang;
  /** SPEC section 7: rendered as <meta name="keywords">, in the page's own language. */
  keywords: readonly string[];
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
    keywords: [
      "investimentos no exterior",
      "método europeu",
      "comunidade VIP de investidores",
      "evento exclusivo",
      "patrimônio",
      "renda variável",
    ],
  },
  about: {
    path: routePaths.about,
    title: "About Us | Meridian Studio",
    description:
      "Meridian Studio is a Lisbon video-production studio founded in 2024 that helps SaaS companies grow with video, backed by a 30-day results guarantee.",
    lang: "en",
    keywords: ["video production studio", "SaaS video agency", "Lisbon", "Meridian Studio", "results guarantee"],
  },
  caseStudies: {
    path: routePaths.caseStudies,
    title: "Case Studies | Meridian Studio",
    description:
      "Success stories from SaaS companies that grew with Meridian Studio videos: demos, shorts and testimonials with an average 250% ROI.",
    lang: "en",
    keywords: ["case studies", "SaaS video results", "customer success stories", "video ROI"],
  },
  beforeAndAfter: {
    path: routePaths.beforeAndAfter,
    title: "Before and After | Meridian Studio Case Studies",
    description:
      "See SaaS videos before and after Meridian Studio: customer testimonials, tutorials and vertical ads, plus the GIFs we create from every project.",
    lang: "en",
    keywords: ["before and after", "customer testimonial videos", "tutorial videos", "vertical ads", "GIF creation"],
  },
  productDemoVideos: {
    path: routePaths.productDemoVideos,
    title: "Product Demo Videos for SaaS | Meridian Studio",
    description:
      "Product demo videos that show your SaaS in action and turn trial users into customers, delivered in 14 days with unlimited revisions.",
    lang: "en",
    keywords: ["product demo videos", "SaaS demo video", "trial conversion", "explainer video"],
  },
  shorts: {
    path: routePaths.shorts,
    title: "YouTube Shorts and Short-Form Video for SaaS | Meridian Studio",
    description:
      "Short-form videos of 15-60 seconds for TikTok, Reels, YouTube Shorts and LinkedIn, delivered in 3-5 days with 10x the engagement of static posts.",
    lang: "en",
    keywords: ["YouTube Shorts", "short-form video", "TikTok", "Instagram Reels", "LinkedIn video", "SaaS"],
  },
  pricing: {
    path: routePaths.pricing,
    title: "Pricing and Video ROI Calculator | Meridian Studio",
    description:
      "Simple, transparent pricing for SaaS video, with a calculator that shows the customers, revenue and ROI your video investment can return.",
    lang: "en",
    keywords: ["video production pricing", "ROI calculator", "SaaS video cost", "customer acquisition cost"],
  },
  career: {
    path: routePaths.career,
    title: "Careers | Meridian Studio",
    description:
      "Join Meridian Studio: remote positions for video editors and content strategists who want to make SaaS stories people watch.",
    lang: "en",
    keywords: ["careers", "video editor jobs", "content strategist", "remote jobs"],
  },
  privacyPolicy: {
    path: routePaths.privacyPolicy,
    title: "Privacy Policy | Meridian",
    description:
      "How Meridian collects, uses and protects personal data, effective 1 June 2025 and governed by Portuguese law.",
    lang: "en",
    keywords: ["privacy policy", "personal data", "GDPR", "Meridian"],
  },
  termsOfService: {
    path: routePaths.termsOfService,
    title: "Terms of Service | Meridian",
    description:
      "The terms that govern the use of the Meridian website and services, effective 1 June 2025 under Portuguese law.",
    lang: "en",
    keywords: ["terms of service", "terms and conditions", "Portuguese law", "Meridian"],
  },
  cookiePolicy: {
    path: routePaths.cookiePolicy,
    title: "Cookie Policy | Meridian",
    description:
      "Which analytics and advertising cookies the Meridian website uses, why, and how to control them in your browser.",
    lang: "en",
    keywords: ["cookie policy", "cookies", "analytics cookies", "advertising cookies"],
  },
  youtubeStrategy: {
    path: routePaths.youtubeStrategy,
    title: "How Five SaaS Brands Win on YouTube | Meridian Studio",
    description:
      "What HubSpot, Notion, Canva, Figma and Ahrefs do on YouTube, and the lessons any SaaS company can apply to its own video strategy.",
    lang: "en",
    keywords: ["YouTube strategy", "SaaS YouTube", "video marketing", "software brands"],
  },
  youtubeScriptGenerator: {
    path: routePaths.youtubeScriptGenerator,
    title: "Free YouTube Script Generator | Meridian Studio",
    description:
      "Generate a structured YouTube script in seconds: pick a topic, video type, duration, audience and tone, then copy or download it for free.",
    lang: "en",
    keywords: ["YouTube script generator", "free script generator", "video script template", "YouTube video script"],
  },
  scriptGenerator: {
    path: routePaths.scriptGenerator,
    title: "Free Video Script Generator | Meridian Studio",
    description:
      "Create presentation, sales, educational and webinar scripts with time marks that fit your duration. Free, in your browser, ready to copy.",
    lang: "en",
    keywords: ["script generator", "free video script generator", "presentation script", "video script template"],
  },
  videoProduction: {
    path: routePaths.videoProduction,
    title: "Premium Video Production for SaaS | Meridian Studio",
    description:
      "Premium video production that grows your SaaS: self-record with guidance or go fully hands-off, in studio quality, delivered in 2-3 weeks.",
    lang: "en",
    keywords: ["video production", "SaaS video production", "explainer videos", "brand videos"],
  },
  blog: {
    path: routePaths.blog,
    title: "Blog | Meridian Studio",
    description: "Insights, tips, and stories from the world of SaaS video production.",
    lang: "en",
    keywords: ["video marketing blog", "SaaS video tips", "video strategy", "Meridian blog"],
  },
  blogArchive: {
    path: routePaths.blogArchive,
    title: "Blog Archive | Meridian Studio",
    description:
      "Every post of the Meridian Studio blog, month by month: SaaS video production insights, tips and stories.",
    lang: "en",
    keywords: ["blog archive", "video marketing blog", "SaaS video tips", "Meridian blog"],
  },
} satisfies Record<RouteKey, RouteMeta>;
