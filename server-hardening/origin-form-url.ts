// A request's target as a URL, for servers that answer paths only.

/**
 * The target's path and query as a URL, or null when it is not an origin-form path (`*`, an
 * absolute URL) or does not parse. Appended to a fixed origin rather than resolved against it, so
 * `//evil.example/x` stays the path `//evil.example/x` (resolving reads it as another host, and
 * `//a:99999/` throws).
 */
export function originFormUrl(target: unknown): URL | null {
  if (typeof target !== "string" || !target.startsWith("/")) return null;
  try {
    return new URL(`http://origin-form.invalid${target}`);
  } catch {
    return null;
  }
}
