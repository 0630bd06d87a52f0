/**
 * The video providers a post's body may embed (the `videoEmbed` block): which URLs each accepts
 * and the privacy-friendly player URL the site frames after the reader presses play. The Studio
 * validates with the same function the site renders with, so an accepted URL always plays.
 */
export type VideoProvider = "youtube" | "vimeo" | "wistia";

export interface ParsedVideo {
  provider: VideoProvider;
  /** The provider's name as readers know it. */
  providerName: string;
  id: string;
  /** The player the site frames: no tracking cookies where the provider offers that, autoplay (the reader pressed play). */
  embedUrl: string;
}

/** Said to an editor whose URL is refused. */
export const acceptedVideoProviders = "YouTube, Vimeo or Wistia";

export { videoEmbedFrameOrigins } from "./video-frame-origins";

const youTubeId = /^[A-Za-z0-9_-]{11}$/;
const vimeoId = /^\d{1,12}$/;
const vimeoHash = /^[0-9a-f]{6,20}$/;
const wistiaId = /^[a-z0-9]{10}$/;

function youTube(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, "");
  const path = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return path[0] ?? null;
  if (host !== "youtube.com" && host !== "youtube-nocookie.com") return null;
  if (path[0] === "watch") return url.searchParams.get("v");
  if (path.length === 2 && ["embed", "shorts", "live", "v"].includes(path[0]!)) return path[1]!;
  return null;
}

function vimeo(url: URL): { id: string; hash: string | null } | null {
  const path = url.pathname.split("/").filter(Boolean);
  if (url.hostname === "player.vimeo.com" && path[0] === "video" && path.length === 2)
    return { id: path[1]!, hash: url.searchParams.get("h") };
  if (url.hostname !== "vimeo.com" && url.hostname !== "www.vimeo.com") return null;
  // vimeo.com/123456789, vimeo.com/123456789/abcdef1234 (an unlisted video's hash), vimeo.com/channels/x/123456789
  const at = path.findIndex((segment) => vimeoId.test(segment));
  if (at < 0) return null;
  return { id: path[at]!, hash: path[at + 1] ?? url.searchParams.get("h") };
}

function wistia(url: URL): string | null {
  const path = url.pathname.split("/").filter(Boolean);
  if (url.hostname === "fast.wistia.net" || url.hostname === "fast.wistia.com") {
    return path[0] === "embed" && (path[1] === "iframe" || path[1] === "medias") && path.length === 3
      ? path[2]!.replace(/\.jsonp?$/, "")
      : null;
  }
  const isWistiaHost = /^([a-z0-9-]+\.)?(wistia\.com|wi\.st)$/.test(url.hostname);
  return isWistiaHost && path[0] === "medias" && path.length === 2 ? path[1]! : null;
}

/** The video a URL names, or null when it is no YouTube, Vimeo or Wistia video page or player URL. */
export function parseVideoUrl(value: unknown): ParsedVideo | null {
  if (typeof value !== "string" || value.length > 500) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || (url.port && url.port !== "443" && url.port !== "80")) return null;

  const youTubeVideo = youTube(url);
  if (youTubeVideo !== null) {
    return youTubeId.test(youTubeVideo)
      ? {
          provider: "youtube",
          providerName: "YouTube",
          id: youTubeVideo,
          embedUrl: `https://www.youtube-nocookie.com/embed/${youTubeVideo}?autoplay=1&rel=0`,
        }
      : null;
  }
  const vimeoVideo = vimeo(url);
  if (vimeoVideo !== null) {
    if (!vimeoId.test(vimeoVideo.id)) return null;
    const hash = vimeoVideo.hash && vimeoHash.test(vimeoVideo.hash) ? `&h=${vimeoVideo.hash}` : "";
    return {
      provider: "vimeo",
      providerName: "Vimeo",
      id: vimeoVideo.id,
      embedUrl: `https://player.vimeo.com/video/${vimeoVideo.id}?dnt=1&autoplay=1${hash}`,
    };
  }
  const wistiaVideo = wistia(url);
  if (wistiaVideo !== null) {
    return wistiaId.test(wistiaVideo)
      ? {
          provider: "wistia",
          providerName: "Wistia",
          id: wistiaVideo,
          embedUrl: `https://fast.wistia.net/embed/iframe/${wistiaVideo}?autoPlay=true&doNotTrack=true`,
        }
      : null;
  }
  return null;
}

/** The Studio's message for a URL it refuses; undefined when the URL is accepted (or empty: `required` speaks then). */
export function videoUrlProblem(value: unknown): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (parseVideoUrl(value)) return undefined;
  return `Paste the link of a video on ${acceptedVideoProviders} (for example https://www.youtube.com/watch?v=…, https://vimeo.com/… or https://yourteam.wistia.com/medias/…). Other sites cannot be embedded.`;
}
