/**
 * The origins of the body's video players, for the Content-Security-Policy's frame-src (exactly
 * these). A module of its own so the site's players can name them without bundling the URL parser.
 */
export const videoEmbedFrameOrigins = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://fast.wistia.net",
] as const;
