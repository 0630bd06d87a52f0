/**
 * The one place that knows the third-party video providers: script URLs,
 * element names and the blurred placeholder style. Nothing here runs a
 * request; the registry adds scripts only when a page or a video asks.
 */
import { videoEmbedFrameOrigins } from "../../blog/video-frame-origins";

/** Media ids go into URLs and a CSS selector, so only plain ids are accepted. */
export function isSafeMediaId(mediaId: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(mediaId);
}

/** Hosted-video provider (Wistia-style): one player script plus one embed script per media id. */
export const hostedVideo = {
  playerScriptUrl: "https://fast.wistia.com/player.js",
  embedScriptUrl: (mediaId: string): string => `https://fast.wistia.com/embed/${mediaId}.js`,
  elementName: "wistia-player",
  /** The media's still, which the provider's snippet shows blurred until its player element is defined. */
  swatchUrl: (mediaId: string): string => `https://fast.wistia.com/embed/medias/${mediaId}/swatch`,
} as const;

/** The video-sales-letter player (a smart-player script per player id). */
export const vslPlayer = {
  scriptUrl: (playerId: string): string => `https://scripts.converteai.net/meridian/players/${playerId}/player.js`,
  elementName: "vturb-smartplayer",
  elementId: (playerId: string): string => `vid-${playerId}`,
} as const;

/** YouTube on its privacy-enhanced domain; the iframe exists only after a click. */
export const youtube = {
  embedUrl: (videoId: string): string => `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`,
  prefix: "youtube:",
} as const;

/** A content value "youtube:<id>" names a YouTube video; anything else is a hosted media id. */
export function youTubeIdOf(value: string): string | null {
  return value.startsWith(youtube.prefix) ? value.slice(youtube.prefix.length) : null;
}

/**
 * The hosts each provider's player uses, per kind of request, for the Content-Security-Policy
 * (the player scripts pull media, thumbnails and stats from more hosts than the script URLs).
 */
export const videoProviderHosts = {
  script: [
    "https://fast.wistia.com",
    "https://fast.wistia.net",
    "https://scripts.converteai.net",
    "https://cdn.converteai.net",
  ],
  style: ["https://fast.wistia.com", "https://fast.wistia.net"],
  img: [
    "https://fast.wistia.com",
    "https://fast.wistia.net",
    "https://embed-ssl.wistia.com",
    "https://images.converteai.net",
  ],
  connect: [
    "https://fast.wistia.com",
    "https://fast.wistia.net",
    "https://pipedream.wistia.com",
    "https://distillery.wistia.com",
    "https://embed-ssl.wistia.com",
    "https://api.vturb.com.br",
    "https://cdn.converteai.net",
  ],
  media: [
    "https://fast.wistia.com",
    "https://embed-ssl.wistia.com",
    "https://embedwistia-a.akamaihd.net",
    "https://cdn.converteai.net",
  ],
  // The body's video blocks frame each provider's privacy-friendly player (src/blog/video-frame-origins.ts);
  // the hosted player frames nothing else (fast.wistia.net is among those players).
  frame: videoEmbedFrameOrigins,
} as const;
