// Serves the built site the way the CDN does: compressed (brotli or gzip), files from
// public/, `_headers`, `_redirects` rewrites with their status (Post Not Found answers
// 404), else 404.html.
import { createReadStream, existsSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";

import compression from "compression";
import sirv from "sirv";

import { headersFor, loadCdnRules } from "./cdn-rules.mjs";

function sendFile(res, file, status) {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  createReadStream(file).pipe(res);
}

export function createStaticServer({ root }) {
  const rules = loadCdnRules(root);
  const assets = sirv(root, { dev: false, etag: true, extensions: ["html"], dotfiles: false });
  const compress = compression();

  return http.createServer((req, res) => compress(req, res, () => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
    // Trailing slashes are not canonical here (trailingSlash: "never").
    if (pathname.length > 1 && pathname.endsWith("/")) {
      res.writeHead(301, { Location: pathname.slice(0, -1) });
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
  }));
}
