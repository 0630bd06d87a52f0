// Serves the built site the way Cloudflare Pages and Netlify do (e2e/hosts.e2e.ts compares the
// three): compressed (brotli or gzip), files from public/, `_headers`; a folder's URL without its
// trailing slash, and `…/index.html`, answer 301 to the folder's URL (trailingSlash: "always");
// `_redirects` rules with a status Cloudflare accepts; else the nearest 404.html up the path
// (blog/404.html under /blog/, as Cloudflare Pages does) with 404. HTML without a Cache-Control of
// its own revalidates, as both hosts' default. No request may end the process: a path that does
// not decode gets 400, anything unexpected 500, and what Node's parser refuses a plain 400.
import { createReadStream, statSync } from "node:fs";
import http from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { dirname, join, normalize, sep } from "node:path";

import compression from "compression";
import sirv from "sirv";

import { headersFor, loadCdnRules } from "./cdn-rules.ts";

/** What Cloudflare Pages and Netlify send with a file that has no Cache-Control rule. */
export const revalidate = "public, max-age=0, must-revalidate";

/** The statuses Cloudflare Pages accepts in `_redirects`; it drops lines with any other. */
export const portableRedirectStatuses = new Set([200, 301, 302, 303, 307, 308]);

function sendFile(res: ServerResponse, file: string, status: number): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  const stream = createReadStream(file);
  stream.on("error", () => res.destroy());
  stream.pipe(res);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end(text);
}

/**
 * A redirect target built from the raw (still percent-encoded) path, with a single leading
 * slash: decoding first turned "/%2Fevil.example" into the protocol-relative "//evil.example",
 * and "/%5Cevil.example" into "/\evil.example", which browsers also read as another host.
 */
export function onSitePath(rawPathname: string): string {
  return `/${rawPathname.replace(/^[/\\]+/, "")}`;
}

/** Where a folder's URL redirects: "/about" → "/about/", "/about/index.html" → "/about/". */
export function folderTarget(rawPathname: string): string {
  const folder = rawPathname.endsWith("/index.html") ? rawPathname.slice(0, -"index.html".length) : `${rawPathname}/`;
  return onSitePath(folder);
}

export function createStaticServer({ root }: { root: string }): Server {
  const rules = loadCdnRules(root);
  const assets = sirv(root, { dev: false, etag: true, extensions: ["html"], dotfiles: false });
  const compress = compression();
  const inRoot = (path: string): string | null => {
    const local = normalize(join(root, path));
    return local === root || local.startsWith(root.endsWith(sep) ? root : `${root}${sep}`) ? local : null;
  };
  const isFile = (path: string): boolean => {
    const local = inRoot(path);
    try {
      return local !== null && statSync(local).isFile();
    } catch {
      return false;
    }
  };
  /** The nearest 404.html from the path's folder up to the root, as Cloudflare Pages looks for it. */
  const nearestNotFound = (pathname: string): string | null => {
    for (let folder = pathname.endsWith("/") ? pathname : dirname(pathname); ; folder = dirname(folder)) {
      if (isFile(join(folder, "404.html"))) return inRoot(join(folder, "404.html"));
      if (folder === "/" || folder === ".") return null;
    }
  };

  function handle(req: IncomingMessage, res: ServerResponse): void {
    // Only origin-form targets ("/path"); prefixing the origin then keeps "//host/x" a path
    // instead of a host (as a base URL would not).
    if (!req.url?.startsWith("/")) return sendText(res, 400, "Bad Request: the target must be a path.\n");
    const url = new URL(`http://localhost${req.url}`);
    const rawPathname = url.pathname;
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPathname);
    } catch {
      return sendText(res, 400, "Bad Request: the path is not valid percent-encoding.\n");
    }
    const headers = headersFor(rules, pathname);
    for (const [name, value] of headers) res.setHeader(name, value);
    if (!headers.some(([name]) => name.toLowerCase() === "cache-control")) res.setHeader("Cache-Control", revalidate);
    const toFolder = pathname.endsWith("/index.html")
      ? isFile(pathname)
      : !pathname.endsWith("/") && !isFile(pathname) && isFile(join(pathname, "index.html"));
    if (toFolder) {
      res.writeHead(301, { Location: `${folderTarget(rawPathname)}${url.search}` });
      res.end();
      return;
    }
    assets(req, res, () => {
      const rule = rules.redirects.find(
        (candidate) => portableRedirectStatuses.has(candidate.status) && candidate.pattern.test(pathname),
      );
      if (rule?.status === 200) {
        const target = isFile(rule.to)
          ? inRoot(rule.to)
          : isFile(join(rule.to, "index.html"))
            ? inRoot(join(rule.to, "index.html"))
            : null;
        if (target) return sendFile(res, target, 200);
      } else if (rule) {
        res.writeHead(rule.status, { Location: rule.to });
        res.end();
        return;
      }
      const notFound = nearestNotFound(pathname);
      // A site without a 404 page (the bench's bare Gatsby page) still answers 404.
      if (!notFound) {
        res.writeHead(404).end();
        return;
      }
      sendFile(res, notFound, 404);
    });
  }

  const server = http.createServer((req, res) =>
    compress(req, res, () => {
      try {
        handle(req, res);
      } catch (error) {
        console.error(
          `static server error on ${JSON.stringify(req.url)}: ${error instanceof Error ? error.stack : String(error)}`,
        );
        sendText(res, 500, "Internal Server Error\n");
      }
    }),
  );
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  return server;
}
