// Netlify as the tests' host: the real Netlify CLI, `netlify dev --offline --dir <root>` (no login,
// no network, a scratch HOME), serves the folder. Its proxy reads `_headers`, `_redirects` and
// netlify.toml with Netlify's own code and answers with them: custom headers, rewrites and
// redirects, a file shadowing every rule that is not forced, the 404 rule and 404.html.
// Two things the CDN does that `netlify dev` does not (its static server is fastify-static), and
// that a thin front here adds, after Netlify's docs:
// - "pretty URLs": `/about` where `about/index.html` exists answers 301 → `/about/`, and
//   `/about/index.html` 301 → `/about/` (`netlify dev` serves the file at both with 200);
// - Cache-Control: `netlify dev` sends its own `public, max-age=0` on every file, over the one
//   `_headers` gives, so the front sends what `_headers` says for the path (Netlify's own
//   @netlify/headers-parser reads it), else Netlify's default `public,max-age=0,must-revalidate`.
// The parsers also report what they refuse of `_headers`, `_redirects` and netlify.toml: the
// warnings Netlify's build prints.
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, normalize } from "node:path";

import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";

import { freePort } from "../../local-supabase/lib/functions.ts";

const require = createRequire(import.meta.url);

/** A `_headers` or netlify.toml header rule as @netlify/headers-parser gives it. */
interface NetlifyHeaderRule {
  forRegExp: RegExp;
  values: Record<string, string>;
}

/** Shapes the status and headers sent back from what `netlify dev` answered. */
type Answer = (status: number, headers: IncomingHttpHeaders) => [number, OutgoingHttpHeaders];

export const netlifyDefaultCacheControl = "public,max-age=0,must-revalidate";

/** Netlify's header rules for a published folder and its netlify.toml, with the parsers' errors. */
export async function loadNetlifyRules({
  root,
  configPath,
}: {
  root: string;
  configPath?: string;
}): Promise<{ headers: NetlifyHeaderRule[]; errors: string[] }> {
  const config = configPath && existsSync(configPath) ? configPath : undefined;
  const redirects = await parseAllRedirects({
    redirectsFiles: [join(root, "_redirects")],
    netlifyConfigPath: config,
    configRedirects: [],
    minimal: false,
  });
  const headers = await parseAllHeaders({
    headersFiles: [join(root, "_headers")],
    netlifyConfigPath: config,
    configHeaders: [],
    minimal: false,
  });
  return {
    headers: headers.headers as NetlifyHeaderRule[],
    errors: [...(redirects.errors as Error[]), ...headers.errors].map((error) => error.message),
  };
}

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The pretty-URL redirect the CDN answers for a path, or null. */
export function prettyUrlRedirect(root: string, pathname: string): string | null {
  const local = normalize(join(root, pathname));
  if (!local.startsWith(root)) return null;
  if (pathname.endsWith("/index.html") && isFile(local)) return pathname.slice(0, -"index.html".length);
  if (!pathname.endsWith("/") && !isFile(local) && isFile(join(local, "index.html"))) return `${pathname}/`;
  return null;
}

/** A Location that stays on the site: one leading slash, never "//host". */
const onSite = (path: string): string => `/${path.replace(/^[/\\]+/, "")}`;

/** Starts `netlify dev --offline` on the folder; resolves with its URL, its output and stop. */
async function startNetlifyDev({
  root,
  configPath,
  timeoutMs,
}: {
  root: string;
  configPath?: string;
  timeoutMs: number;
}) {
  const [port, staticPort] = [await freePort(), await freePort()];
  // Its state (.netlify/, ~/.config/netlify) goes to a scratch folder: a copy of netlify.toml
  // with the static server's port, so two runs at once never meet on its default 3999.
  const scratch = mkdtempSync(join(tmpdir(), "netlify-dev-"));
  if (configPath && existsSync(configPath)) copyFileSync(configPath, join(scratch, "netlify.toml"));
  writeFileSync(join(scratch, "netlify.toml"), `\n[dev]\n  staticServerPort = ${staticPort}\n`, { flag: "a" });
  const cli = require.resolve("netlify-cli/bin/run.js");
  const args = [cli, "dev", "--offline", "--dir", root, "--port", String(port), "--no-open", "--skip-gitignore"];
  const env = {
    PATH: process.env.PATH,
    HOME: scratch,
    CI: "true",
    NETLIFY_TELEMETRY_DISABLED: "1",
    NO_UPDATE_NOTIFIER: "1",
    BROWSER: "none",
  };
  const child = spawn(process.execPath, args, { cwd: scratch, env, stdio: ["ignore", "pipe", "pipe"] });
  let printed = "";
  child.stdout.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    rmSync(scratch, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`netlify dev exited with code ${child.exitCode}:\n${printed}`);
    }
    try {
      await fetch(`${url}/`, { redirect: "manual" });
      return { url, port, stop, output: () => printed };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`netlify dev did not answer within ${timeoutMs / 1000} s:\n${printed}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}

/**
 * Netlify for the folder: `netlify dev` behind the front (see the file's comment). Resolves with
 * the front's http.Server (not listening yet), the parsers' warnings and stop (the CLI).
 */
export async function startNetlify({
  root,
  configPath,
  timeoutMs = 90000,
}: {
  root: string;
  configPath?: string;
  timeoutMs?: number;
}): Promise<{
  server: Server;
  warnings: string[];
  output: () => string;
  stop: () => Promise<void>;
}> {
  const rules = await loadNetlifyRules({ root, configPath });
  const dev = await startNetlifyDev({ root, configPath, timeoutMs });
  const cacheControlFor = (pathname: string): string =>
    rules.headers
      .filter(({ forRegExp }) => forRegExp.test(pathname))
      .reduce<string>((value, { values }) => values["Cache-Control"] ?? value, netlifyDefaultCacheControl);

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url?.startsWith("/") ? `http://netlify.local${req.url}` : "http://netlify.local/");
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const pretty = prettyUrlRedirect(root, pathname);
    if (pretty) {
      // Netlify's custom headers apply to its redirects too: ask the CLI for the folder's answer
      // at the target and keep its headers.
      forward(
        req,
        res,
        pathname,
        (_status, headers) => [301, { ...headers, location: `${onSite(pretty)}${url.search}` }],
        true,
      );
      return;
    }
    forward(req, res, pathname, (status, headers) => [status, headers], false);
  }

  /** Passes the request to `netlify dev`; `answer` shapes the status and headers sent back. */
  function forward(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    answer: Answer,
    withoutBody: boolean,
  ): void {
    const upstream = http.request(
      { host: "127.0.0.1", port: dev.port, method: req.method, path: req.url, headers: req.headers },
      (reply) => {
        const headers = { ...reply.headers };
        delete headers["cache-control"];
        const [status, sent] = answer(reply.statusCode ?? 502, headers);
        if (withoutBody)
          for (const name of ["content-type", "content-length", "transfer-encoding", "etag"]) delete sent[name];
        res.writeHead(status, { ...sent, "cache-control": cacheControlFor(pathname) });
        if (withoutBody) {
          reply.resume();
          res.end();
        } else {
          reply.pipe(res);
        }
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  }

  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(
        `netlify front error on ${JSON.stringify(req.url)}: ${error instanceof Error ? error.stack : String(error)}`,
      );
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  return { server, warnings: rules.errors, output: dev.output, stop: dev.stop };
}
