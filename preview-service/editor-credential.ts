// The editors' credential at the preview front: the shared PREVIEW_SECRET, exchanged once for a
// session cookie. The cookie never holds the secret itself, only an issue time and an HMAC of it
// keyed by the secret, so a stolen cookie expires and rotating PREVIEW_SECRET ends every session.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

import { parseCookie, stringifySetCookie } from "cookie";

/** link: the team's PREVIEW_SECRET; studio: the Studio's one-hour entrance. */
export type SessionKind = "link" | "studio";

/** How long an entrance with the team link (PREVIEW_SECRET) lasts. */
export const sessionMaxAgeSeconds = 7 * 24 * 60 * 60;
/**
 * How long an entrance from the Studio lasts: the Studio's own secret lives one hour, and the
 * Studio mints a new one each time it frames the preview. An editor who can no longer log in to
 * the Studio keeps access no longer than this.
 */
export const studioSessionMaxAgeSeconds = 60 * 60;
/** A session issued this far "in the future" (clock skew between restarts) is still accepted. */
const clockSkewSeconds = 60;
/** A secret shorter than this could be guessed by a patient stranger. */
export const minimumSecretLength = 32;

/** The kinds of session, each with its own prefix (signed in) and lifetime. */
const sessionKinds: Record<SessionKind, { prefix: string; maxAgeSeconds: number }> = {
  link: { prefix: "v1", maxAgeSeconds: sessionMaxAgeSeconds },
  studio: { prefix: "s1", maxAgeSeconds: studioSessionMaxAgeSeconds },
};
const kindByPrefix = new Map(Object.values(sessionKinds).map((kind) => [kind.prefix, kind]));
const cookieNames = { https: "__Host-preview-session", http: "preview-session" };

const sha256 = (value: string): Buffer => createHash("sha256").update(value, "utf8").digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes before comparing. */
export function secretMatches(candidate: unknown, secret: string): boolean {
  if (typeof candidate !== "string" || candidate.length === 0) return false;
  return timingSafeEqual(sha256(candidate), sha256(secret));
}

const signature = (prefix: string, issuedAt: number, secret: string): string =>
  createHmac("sha256", secret).update(`preview-session:${prefix}:${issuedAt}`).digest("base64url");

/**
 * The cookie value for a session issued at `nowMs`. kind: "link" (PREVIEW_SECRET, 7 days) or
 * "studio" (the Studio's entrance, 1 hour); the kind is signed, so a cookie cannot be relabelled.
 */
export function mintSession(secret: string, nowMs: number, kind: SessionKind = "link"): string {
  const { prefix } = sessionKinds[kind];
  const issuedAt = Math.floor(nowMs / 1000);
  return `${prefix}.${issuedAt}.${signature(prefix, issuedAt, secret)}`;
}

/** How long a session of this kind lasts, in seconds (the cookie's Max-Age). */
export const sessionLifetimeSeconds = (kind: SessionKind = "link"): number => sessionKinds[kind].maxAgeSeconds;

/** True when the value was minted with this secret and has not expired for its kind. */
export function sessionIsValid(value: unknown, secret: string, nowMs: number): boolean {
  if (typeof value !== "string") return false;
  const match = /^(v1|s1)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const [, prefix = "", issued, mac = ""] = match;
  const issuedAt = Number(issued);
  const age = Math.floor(nowMs / 1000) - issuedAt;
  const kind = kindByPrefix.get(prefix);
  if (!kind || age > kind.maxAgeSeconds || age < -clockSkewSeconds) return false;
  return timingSafeEqual(Buffer.from(mac), Buffer.from(signature(prefix, issuedAt, secret)));
}

/** The session cookie's value from a Cookie header, under either name (see sessionCookie). */
export function sessionFromCookieHeader(header: unknown): string | undefined {
  if (typeof header !== "string" || header.length === 0) return undefined;
  const cookies = parseCookie(header);
  return cookies[cookieNames.https] ?? cookies[cookieNames.http];
}

/** The Cookie header without the session cookie, so the server behind the front never sees it. */
export function withoutSessionCookie(header: unknown): string | undefined {
  if (typeof header !== "string") return undefined;
  const names = new Set<string>(Object.values(cookieNames));
  const kept = header
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair && !names.has((pair.split("=", 1)[0] ?? "").trim()));
  return kept.length > 0 ? kept.join("; ") : undefined;
}

/**
 * The Set-Cookie header for a fresh session. Over HTTPS the Studio frames the preview from another
 * site (a *.sanity.studio host beside the preview's own), where a SameSite=Lax cookie would not be
 * sent: there it is SameSite=None, Secure and Partitioned (CHIPS), so a browser keeps it only for
 * the top-level site it was set under (the Studio, or the preview's own tab) and another site's
 * page cannot make the browser send it. `__Host-` pins it to this host and path. Plain HTTP (a
 * laptop) gets SameSite=Lax: None requires Secure.
 */
export function sessionCookie(value: string, { https, kind = "link" }: { https: boolean; kind?: SessionKind }): string {
  const name = https ? cookieNames.https : cookieNames.http;
  return stringifySetCookie({
    name,
    value,
    httpOnly: true,
    path: "/",
    maxAge: sessionLifetimeSeconds(kind),
    ...(https ? { secure: true, sameSite: "none", partitioned: true } : { sameSite: "lax" }),
  });
}
