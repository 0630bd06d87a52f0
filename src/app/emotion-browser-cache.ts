import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * Names, on each prerendered <style> in <head>, the Emotion rule ids it holds (written by
 * render-with-extracted-css). Not Emotion's own `data-emotion`: Emotion's browser cache moves
 * every style element carrying that to the end of <head>, twice, and each move makes the
 * browser drop and re-add the sheet and restyle the whole page while it hydrates.
 */
export const prerenderedIdsAttribute = "data-emotion-ids";

let cache: EmotionCache | undefined;

/**
 * The browser's Emotion cache, created once, knowing every rule the prerendered <head>
 * already holds: hydration serialises styles to find their ids but inserts none of those
 * again, and leaves the prerendered style elements where they are.
 */
export function browserEmotionCache(): EmotionCache {
  if (cache) return cache;
  cache = createCache({ key: "css" });
  for (const style of document.querySelectorAll(`style[${prerenderedIdsAttribute}]`)) {
    for (const id of (style.getAttribute(prerenderedIdsAttribute) ?? "").split(" ")) {
      if (id) cache.inserted[id] = true;
    }
  }
  return cache;
}
