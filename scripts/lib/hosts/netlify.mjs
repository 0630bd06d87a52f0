// Netlify as the tests' host. netlify-cli cannot run here (current releases need Node 22, and
// `netlify serve` builds through Netlify's API), so this serves a built folder with Netlify's own
// code where Netlify publishes it: `@netlify/headers-parser` and `@netlify/redirect-parser` read
// `_headers`, `_redirects` and netlify.toml exactly as Netlify's build does, and
// `netlify-redirector` (the WebAssembly build of Netlify's redirect engine that `netlify dev` used)
// matches requests against the rules. What the CDN does around them is written here after
// Netlify's docs, as `netlify dev` does it:
// - a file shadows every rule that is not forced (`force = true` / `!`);
// - "pretty URLs": `/about` where `about/index.html` exists answers 301 → `/about/`, and
//   `/about/index.html` 301 → `/about/`; `/about/` serves the file;
// - a rule with status 200 or 404 serves its target with that status, 301/302/303/307/308 redirect;
// - otherwise `/404.html` with 404 (Netlify has no nested 404 pages);
// - custom headers apply to every response of a matching path, one value per name (the later
//   rule wins, as in netlify-cli's headersForPath); files without a Cache-Control of their own get
//   Netlify's default `public,max-age=0,must-revalidate`.
import { createReadStream, existsSync, statSync } from "node:fs";
import http from "node:http";
import { extname, join, normalize } from "node:path";

import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import redirector from "netlify-redirector";

export const netlifyDefaultCacheControl = "public,max-age=0,must-revalidate";

const contentTypes = {
  ".html": "text/html; charset=UTF-8",
  ".js": "application/javascript",
  ".json": "application/json",
  ".css": "text/css; charset=UTF-8",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

/** Netlify's rules for a published folder and its netlify.toml, with the parsers' errors. */
export async function loadNetlifyRules({ root, configPath }) {
  const config = configPath && existsSync(configPath) ? configPath : undefined;
  const redirects = await parseAllRedirects({ redirectsFiles: [join(root, "_redirects")], netlifyConfigPath: config, minimal: false });
  const headers = await parseAllHeaders({ headersFiles: [join(root, "_headers")], netlifyConfigPath: config, minimal: false });
  // netlify-redirector's field names, as netlify-cli's normalizeRedirect maps them.
  const rules = redirects.redirects.map(({ from, query, conditions, signed, ...rule }) => ({ ...rule, origin: from, params: query, conditions }));
  const matcher = rules.length > 0 ? await redirector.parseJSON(JSON.stringify(rules), { jwtSecret: "unused", jwtRoleClaim: "unused" }) : null;
  return { matcher, headers: headers.headers, errors: [...redirects.errors, ...headers.errors].map((error) => error.message) };
}

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** What the folder holds at a path: a file to serve, a pretty-URL redirect, or nothing. */
function lookUp(root, pathname) {
  const local = normalize(join(root, pathname));
  if (!local.startsWith(root)) return null;
  if (pathname.endsWith("/index.html") && isFile(local)) return { redirect: pathname.slice(0, -"index.html".length) };
  if (pathname.endsWith("/")) {
    if (isFile(join(local, "index.html"))) return { file: join(local, "index.html") };
    if (pathname !== "/" && isFile(`${local.replace(/\/$/, "")}.html`)) return { redirect: pathname.replace(/\/+$/, "") };
    return null;
  }
  if (isFile(local)) return { file: local };
  if (isFile(join(local, "index.html"))) return { redirect: `${pathname}/` };
  if (isFile(`${local}.html`)) return { file: `${local}.html` };
  return null;
}

/** A Location that stays on the site: one leading slash, never "//host". */
const onSite = (path) => `/${path.replace(/^[/\\]+/, "")}`;

/** An http.Server that answers as Netlify's CDN would for the folder (see the file's comment). */
export async function createNetlifyServer({ root, configPath }) {
  const rules = await loadNetlifyRules({ root, configPath });
  const headersFor = (pathname) =>
    Object.assign({}, ...rules.headers.filter(({ forRegExp }) => forRegExp.test(pathname)).map(({ values }) => values));

  function send(res, status, headers, file) {
    const type = contentTypes[extname(file)] ?? "application/octet-stream";
    res.writeHead(status, { "Content-Type": type, "Cache-Control": netlifyDefaultCacheControl, ...headers });
    const stream = createReadStream(file);
    stream.on("error", () => res.destroy());
    stream.pipe(res);
  }

  function redirect(res, status, headers, location) {
    res.writeHead(status, { ...headers, Location: location, "Cache-Control": netlifyDefaultCacheControl });
    res.end();
  }

  function applyRule(res, headers, match, query) {
    const target = match.to;
    if (match.status === 200 || match.status === 404) {
      // A rewrite serves what the target path resolves to, without redirecting the visitor.
      const found = lookUp(root, target);
      const file = found?.file ?? (found?.redirect ? lookUp(root, found.redirect)?.file : undefined);
      if (file) return send(res, match.status, headers, file), true;
      return false;
    }
    redirect(res, match.status, headers, `${target}${query}`);
    return true;
  }

  function handle(req, res) {
    const url = new URL(req.url.startsWith("/") ? `http://netlify.local${req.url}` : "http://netlify.local/");
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const headers = headersFor(pathname);
    const match = rules.matcher?.match({ scheme: "https", host: url.hostname, path: pathname, query: url.search.slice(1), headers: req.headers, cookieValues: {} });
    if (match?.force && applyRule(res, headers, match, url.search)) return;
    const found = lookUp(root, pathname);
    if (found?.file) return send(res, 200, headers, found.file);
    if (found?.redirect) return redirect(res, 301, headers, `${onSite(found.redirect)}${url.search}`);
    if (match && applyRule(res, headers, match, url.search)) return;
    const notFound = join(root, "404.html");
    if (isFile(notFound)) return send(res, 404, headers, notFound);
    res.writeHead(404, headers).end();
  }

  return http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(`netlify stand-in error on ${JSON.stringify(req.url)}: ${error?.stack ?? error}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
}
