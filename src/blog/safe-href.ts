/** http(s), mailto and tel links, and site-relative paths (not protocol-relative "//host"). */
const allowedHref = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/))/i;

/**
 * The href a body link may render with, or null when it must be shown as
 * plain text (javascript:, data:, vbscript: and anything else unexpected).
 */
/** C0 controls and DEL: what a URL parser skips or strips, so what can hide a scheme. */
const isControlCharacter = (character: string): boolean => character <= "\u001f" || character === "\u007f";

export function safeHref(href: unknown): string | null {
  if (typeof href !== "string") return null;
  const trimmed = href.trim();
  // Control characters and whitespace inside a scheme are how filters get tricked.
  if ([...trimmed].some(isControlCharacter)) return null;
  return allowedHref.test(trimmed) ? trimmed : null;
}
