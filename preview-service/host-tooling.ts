// Paths of `gatsby develop` (its start-server) that act on the machine it runs on rather than
// serve the site: open a file in the host's editor, read source files by path, re-run sourcing.
// The preview front answers them 403 whoever asks, cookie or not: an editor never needs them, and
// a top-level navigation from another site carries the session cookie (SameSite=Lax or None).
const hostToolingPaths = [
  "/__open-stack-frame-in-editor",
  "/__original-stack-frame",
  "/__file-code-frame",
  "/__refresh",
];

/**
 * Whether a request path reaches one of them. Gatsby's router (Express) matches paths without
 * regard to case, with a trailing slash and with sub-paths, and its decoding of %-escapes is
 * not ours to guess: the path is compared decoded, lower-cased, with repeated slashes folded.
 */
export function isHostToolingPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as sent; Express would refuse it too.
  }
  const folded = decoded.toLowerCase().replace(/\/{2,}/g, "/");
  return hostToolingPaths.some(
    (path) => folded === path || folded.startsWith(`${path}/`) || folded.startsWith(`${path}?`),
  );
}
