// Serves the built site the way the CDN does: compressed (brotli or gzip), files from
// public/, `_headers`, `_redirects` rewrites with their status (Post Not Found answers
// 404), else 404.html. No request may end the process: a path that does not decode gets 400,
// anything unexpected 500, and what Node's parser refuses a plain 400.
import { createReadStream, existsSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";

import compression from "compression";
import sirv from "sirv";

import { headersFor, loadCdnRules } from "./cdn-rules.mjs";

function sendFile(res, file, status) {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  const stream = createReadStream(file);
  stream.on("error", () => res.destroy());
  stream.pipe(res);
}

function sendText(res, status, text) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end(text);
}

/**
 * Where "/a/b/" redirects: the same path without its trailing slash, kept percent-encoded and
 * with a single leading slash. Decoding first turned "/%2Fevil.example/" into the
 * protocol-relative "//evil.example", and "/%5Cevil.example/" into "/\evil.example", which
 * browsers also read as another host: an open redirect.
 */
export function trailingSlashTarget(rawPathname) {
  const withoutSlash = rawPathname.replace(/\/+$/, "");
  return `/${withoutSlash.replace(/^[/\\]+/, "")}`;
}

export function createStaticServer({ root }) {
  const rules = loadCdnRules(root);
  const assets = sirv(root, { dev: false, etag: true, extensions: ["html"], dotfiles: false });
  const compress = compression();

  function handle(req, res) {
    // Only origin-form targets ("/path"); prefixing the origin then keeps "//host/x" a path
    // instead of a host (as a base URL would not).
    if (!req.url?.startsWith("/")) return sendText(res, 400, "Bad Request: the target must be a path.\n");
    const rawPathname = new URL(`http://localhost${req.url}`).pathname;
    let pathname;
    try {
      pathname = decodeURIComponent(rawPathname);
    } catch {
      return sendText(res, 400, "Bad Request: the path is not valid percent-encoding.\n");
    }
    for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
    // Trailing slashes are not canonical here (trailingSlash: "never").
    if (rawPathname.length > 1 && rawPathname.endsWith("/")) {
      res.writeHead(301, { Location: trailingSlashTarget(rawPathname) });
      res.end();
      return;
    }
    assets(req, res, () => {
      const rewrite = rules.redirects.find((rule) => rule.pattern.test(pathname));
      if (rewrite && (rewrite.status === 200 || rewrite.status === 404)) {
        const target = join(root, rewrite.to, "index.html");
        if (existsSync(target)) return sendFile(res, target, rewrite.status);
      }
      if (rewrite) {
        res.writeHead(rewrite.status, { Location: rewrite.to });
        res.end();
        return;
      }
      // A site without a 404 page (the bench's bare Gatsby page) still answers 404.
      if (!existsSync(join(root, "404.html"))) {
        res.writeHead(404).end();
        return;
      }
      sendFile(res, join(root, "404.html"), 404);
    });
  }

  const server = http.createServer((req, res) =>
    compress(req, res, () => {
      try {
        handle(req, res);
      } catch (error) {
        console.error(`static server error on ${JSON.stringify(req.url)}: ${error?.stack ?? error}`);
        sendText(res, 500, "Internal Server Error\n");
      }
    }),
  );
  server.on("clientError", (error, socket) => {
    if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  return server;
}
