// The preview's front door: an HTTP server before `gatsby develop` that lets in only editors.
// `?preview-secret=<PREVIEW_SECRET>` on any URL trades the secret for a session cookie and
// redirects to the same URL without it; the Studio's Presentation tool comes in at /__preview/enable
// with a one-hour secret of its own (studio-entrance.ts; that session lasts one hour, and the
// entrance is rate-limited, entrance-limits.ts). Gatsby's tooling paths that act on the host
// are refused to everyone (host-tooling.ts). Every other request, the websocket upgrade
// included, needs that cookie and is refused with 403 before it reaches gatsby develop. Gatsby never
// sees a secret or the cookie: entrances are answered here and the cookie is taken off proxied requests.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";

import { createProxyServer } from "http-proxy-3";

import {
  type ConnectionTimeouts,
  defaultConnectionTimeouts,
  hardenHttpServer,
  originFormUrl,
} from "../server-hardening/index.ts";
import {
  type SessionKind,
  secretMatches,
  mintSession,
  sessionCookie,
  sessionFromCookieHeader,
  sessionIsValid,
  withoutSessionCookie,
} from "./editor-credential.ts";
import { type EntranceLimits, type EntranceTurn, createEntranceLimits } from "./entrance-limits.ts";
import { type TrustedProxy, createForwardedClient, limitKey, noProxy } from "./forwarded-client.ts";
import { isHostToolingPath } from "./host-tooling.ts";
import { studioEntrancePath, type StudioSecretCheck } from "./studio-entrance.ts";

export const secretParameter = "preview-secret";

const closedDoor = [
  "<!doctype html><html lang=en><meta charset=utf-8><meta name=robots content=noindex>",
  "<title>Editors' preview</title>",
  "<p>This preview is for the site's editors. Open it from the Studio, or with the link your team shares.</p>",
].join("");

const refusedHeaders = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "x-robots-tag": "noindex, nofollow",
};

function refuse(res: ServerResponse, status = 403): void {
  res.writeHead(status, refusedHeaders);
  res.end(closedDoor);
}

/** One leading slash, so `//evil.example/` stays on this site when it becomes a Location. */
const sameSiteLocation = (url: URL): string => `/${url.pathname.replace(/^\/+/, "")}${url.search}`;

/** Whether an Origin header (absent for same-origin GETs) names this very host. */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

const unsafeMethod = (method: string | undefined): boolean => !["GET", "HEAD", "OPTIONS"].includes(method ?? "");

export interface PreviewFrontOptions {
  /** gatsby develop's loopback origin. */
  upstream: string;
  secret: string;
  /** The proxies whose X-Forwarded-For and -Proto are believed (forwarded-client.ts); none by default. */
  trustedProxy?: TrustedProxy;
  now?: () => number;
  log?: (line: string) => void;
  /** The Studio's entrance at /__preview/enable (studio-entrance.ts). */
  checkStudioSecret?: StudioSecretCheck;
  /** Failed attempts per client and checks in flight at the entrances (entrance-limits.ts). */
  entranceLimits?: EntranceLimits;
  /** Headers, request and idle timeouts (server-hardening); tests shorten them. */
  connectionTimeouts?: ConnectionTimeouts;
}

export function createPreviewFront({
  upstream,
  secret,
  trustedProxy = noProxy,
  now = Date.now,
  log = console.error,
  checkStudioSecret,
  entranceLimits = createEntranceLimits({ now }),
  connectionTimeouts = defaultConnectionTimeouts,
}: PreviewFrontOptions): Server {
  const proxy = createProxyServer({ target: upstream, ws: true });
  const forwarded = createForwardedClient(trustedProxy);
  /** What the entrances' limits count by: the client's address, or its IPv6 /64. */
  const limitedAs = (req: IncomingMessage): string => limitKey(forwarded.address(req));
  const isHttps = forwarded.isHttps;

  const hasSession = (req: IncomingMessage): boolean =>
    sessionIsValid(sessionFromCookieHeader(req.headers.cookie), secret, now());
  const hideSession = (req: IncomingMessage): void => {
    const cookie = withoutSessionCookie(req.headers.cookie);
    if (cookie === undefined) delete req.headers.cookie;
    else req.headers.cookie = cookie;
  };

  // Drafts must never sit in a shared cache (a CDN before the host), and no other site may read them.
  proxy.on("proxyRes", (proxyRes) => {
    proxyRes.headers["cache-control"] = "private, no-store";
    proxyRes.headers["x-robots-tag"] = "noindex, nofollow";
    delete proxyRes.headers["access-control-allow-origin"];
    delete proxyRes.headers["access-control-allow-credentials"];
  });
  // No URL in the log line: a path is an editor's business, and nothing here should ever echo a request.
  proxy.on("error", (error, _req, target) => {
    log(`[preview front] gatsby develop did not answer (${(error as NodeJS.ErrnoException).code ?? error.message})`);
    if (target && "writeHead" in target) {
      if (!target.headersSent) {
        target.writeHead(502, { ...refusedHeaders, "content-type": "text/plain; charset=utf-8" });
        target.end("The preview is starting or has stopped; try again in a minute.");
      } else target.destroy();
    } else target?.destroy();
  });

  /** The session cookie of this kind ("link" or "studio"), and on to `location` (made a path on this site). */
  function letIn(req: IncomingMessage, res: ServerResponse, location: URL, kind: SessionKind): void {
    res.writeHead(303, {
      location: sameSiteLocation(location),
      "set-cookie": sessionCookie(mintSession(secret, now(), kind), { https: isHttps(req), kind }),
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
    });
    res.end();
  }

  function tooMany(res: ServerResponse, turn: Extract<EntranceTurn, { allowed: false }>): void {
    res.writeHead(429, {
      ...refusedHeaders,
      "content-type": "text/plain; charset=utf-8",
      "retry-after": String(turn.retryAfterSeconds),
    });
    res.end(
      turn.reason === "busy"
        ? "The preview is checking other entrances; try again in a second."
        : "Too many attempts to enter the preview from this address; try again in a minute.",
    );
  }

  /**
   * An editor who is in already (a session cookie) is checked without the limits: a stranger's
   * failures from the same address must not keep them out.
   */
  function enterFromStudio(req: IncomingMessage, res: ServerResponse, url: URL, check: StudioSecretCheck): void {
    const turn: EntranceTurn = hasSession(req)
      ? { allowed: true, done: () => {} }
      : entranceLimits.take(limitedAs(req));
    if (!turn.allowed) return tooMany(res, turn);
    check(url).then(
      (entered) => {
        turn.done(entered ? "entered" : "failed");
        if (!entered) return refuse(res);
        letIn(
          req,
          res,
          originFormUrl(`${entered.redirectTo.startsWith("/") ? "" : "/"}${entered.redirectTo}`) ??
            new URL("http://front.invalid/"),
          "studio",
        );
      },
      // Not the error's message: the client's would quote the request, secret included.
      (error: { statusCode?: number; code?: string } | null) => {
        turn.done("failed");
        log(
          `[preview front] Sanity could not check a Studio entrance (${error?.statusCode ?? error?.code ?? "error"})`,
        );
        if (!res.headersSent) refuse(res, 503);
      },
    );
  }

  function handleRequest(req: IncomingMessage, res: ServerResponse): void {
    const url = originFormUrl(req.url);
    if (!url) return refuse(res, 400);
    if (url.searchParams.has(secretParameter)) {
      const candidates = url.searchParams.getAll(secretParameter);
      if (candidates.length === 1 && secretMatches(candidates[0], secret)) {
        url.searchParams.delete(secretParameter);
        return letIn(req, res, url, "link");
      }
      // A wrong secret is a failed attempt like a wrong Studio entrance; the right one is never limited.
      const turn = entranceLimits.take(limitedAs(req));
      if (!turn.allowed) return tooMany(res, turn);
      turn.done("failed");
      return refuse(res);
    }
    if (checkStudioSecret && url.pathname === studioEntrancePath)
      return enterFromStudio(req, res, url, checkStudioSecret);
    // Gatsby's development tools that act on the machine (open an editor, read its files, re-source):
    // no editor needs them through the preview, and a cross-site navigation carries the cookie.
    if (isHostToolingPath(url.pathname)) return refuse(res);
    if (!hasSession(req)) return refuse(res);
    if (unsafeMethod(req.method) && !sameOrigin(req)) return refuse(res);
    hideSession(req);
    proxy.web(req, res);
  }

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on("error", () => socket.destroy());
    const url = originFormUrl(req.url);
    if (!url || isHostToolingPath(url.pathname) || !hasSession(req) || !sameOrigin(req)) {
      socket.end("HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    hideSession(req);
    proxy.ws(req, socket, head);
  }

  const server = createServer((req, res) => {
    try {
      handleRequest(req, res);
    } catch (error) {
      log(`[preview front] request failed: ${(error as Error).message}`);
      if (!res.headersSent) refuse(res, 500);
      else res.destroy();
    }
  });
  server.on("upgrade", (req, socket, head) => {
    try {
      handleUpgrade(req, socket, head);
    } catch (error) {
      log(`[preview front] upgrade failed: ${(error as Error).message}`);
      socket.destroy();
    }
  });
  // Requests Node cannot parse, or that did not arrive in time: answered as Node would, never thrown.
  return hardenHttpServer(server, { timeouts: connectionTimeouts });
}
