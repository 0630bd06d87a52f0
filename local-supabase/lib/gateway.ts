// The HTTP face of the local backend, shaped like Supabase's: /rest/v1 (PostgREST subset),
// /functions/v1 (proxied to Deno), /health. No request may end the process: every handler runs
// inside one catch (500), and requests Node cannot parse get a 400 from the clientError handler.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";

import type { PGlite } from "@electric-sql/pglite";

import { callFunction, defaultFunctionTimeoutMs } from "./function-proxy.ts";
import { healthReport, type FunctionStates } from "./health.ts";
import { roleForKey, type BackendKeys } from "./keys.ts";
import { apiError, type ApiAnswer } from "./postgrest-error.ts";
import { BodyAbortedError, BodyTooLargeError, mediaTypeOf, readBody } from "./request-body.ts";
import { callRpc, insertRows, requestHeaders, selectRows } from "./rest.ts";

export const exposedTables = ["leads", "script_leads", "lead_honeypot_hits"];
/**
 * Function paths a browser calls without a key: the script generators' form post, a simple request
 * that carries no header. Hosted, send-to-sheets is deployed with --no-verify-jwt for it
 * (docs/deploy.md); the function guards itself (it stores only what the table's rules take, and
 * forwards only stored leads).
 */
export const keylessFunctionPaths = ["/send-to-sheets/script-leads"];
const localOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
const allowHeaders =
  "authorization, x-client-info, apikey, content-type, prefer, accept-profile, content-profile, x-supabase-api-version, range";

/** Any localhost origin, plus the exact origins listed (or "*"). */
export function originAllowed(origin: string | undefined, extraOrigins: string[] = []): boolean {
  if (!origin) return false;
  return localOrigin.test(origin) || extraOrigins.includes("*") || extraOrigins.includes(origin);
}

function send(
  res: ServerResponse,
  { status, body, headers: answerHeaders = {}, raw }: ApiAnswer,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  const payload = raw ?? (body == null ? "" : JSON.stringify(body));
  const type = raw === undefined && payload ? { "Content-Type": "application/json; charset=utf-8" } : {};
  res.writeHead(status, { ...headers, ...answerHeaders, ...type });
  res.end(payload);
}

function apiKeyOf(req: IncomingMessage): string | null {
  const header = req.headers.apikey;
  if (typeof header === "string" && header) return header;
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "");
  return bearer?.[1] ?? null;
}

const invalidKey = () =>
  apiError(
    401,
    "PGRST301",
    "Invalid API key",
    null,
    "Send the project's anon or service-role key in the apikey header.",
  );

// The refusal is sent with Connection: close so the rest of the oversized body is not kept.
const tooLarge = (error: BodyTooLargeError): ApiAnswer =>
  apiError(413, "PGRST413", "Request body too large", `The limit is ${error.limit} bytes.`, null);

function corsHeaders(req: IncomingMessage, corsOrigins: string[]): Record<string, string> {
  const origin = req.headers.origin;
  if (origin === undefined || !originAllowed(origin, corsOrigins)) return { Vary: "Origin" };
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Headers": allowHeaders,
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Expose-Headers": "Content-Range",
    "Access-Control-Max-Age": "86400",
    Vary: "Origin",
  };
}

/** Raw 400/431 for what the HTTP parser rejects (broken request line, oversized headers). */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || error.code === "ECONNRESET") {
    socket.destroy();
    return;
  }
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  const body = JSON.stringify(apiError(status, "BAD_REQUEST", "Malformed HTTP request", error.code ?? null).body);
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The gateway's server; functionStates() feeds /health. */
export function createGateway({
  db,
  keys,
  columns,
  functionPorts = new Map(),
  functionStates = () => ({}),
  functionTimeoutMs = defaultFunctionTimeoutMs,
  corsOrigins = [],
  log = () => {},
}: {
  db: PGlite;
  keys: BackendKeys;
  /** The exposed tables' column names. */
  columns: Record<string, string[]>;
  functionPorts?: Map<string, number>;
  functionStates?: () => FunctionStates;
  functionTimeoutMs?: number;
  corsOrigins?: string[];
  log?: (line: string) => void;
}): http.Server {
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors = corsHeaders(req, corsOrigins);
    try {
      // Only origin-form targets ("/path"); prefixing the origin (not passing it as a base)
      // then keeps "//host/x" a path, never a host.
      if (!req.url?.startsWith("/"))
        return send(res, apiError(400, "BAD_REQUEST", "The request target must be a path"), cors);
      const url = new URL(`http://local${req.url}`);
      const [, area, version, name] = url.pathname.split("/");

      if (url.pathname === "/health") return send(res, await healthReport(db, functionStates), cors);

      if (area === "functions" && version === "v1" && name !== undefined && name !== "") {
        const port = functionPorts.get(name);
        if (!port) return send(res, apiError(404, "NOT_FOUND", `Function ${name} not found`), cors);
        const path = url.pathname.slice("/functions/v1".length);
        const keyless = keylessFunctionPaths.includes(path.replace(/\/+$/, ""));
        if (req.method !== "OPTIONS" && !keyless && !roleForKey(keys, apiKeyOf(req)))
          return send(res, invalidKey(), cors);
        const body = await readBody(req);
        const answer = await callFunction(req, {
          name,
          port,
          path,
          search: url.search,
          body,
          timeoutMs: functionTimeoutMs,
        });
        // The function's own answer carries its own CORS headers, passed through as Supabase's
        // gateway does: adding the gateway's too gave the browser two Access-Control-Allow-Origin
        // values ("http://localhost:9000, *"), which it refuses. The gateway's own errors get its.
        return send(res, answer, answer.fromFunction ? {} : cors);
      }

      if (req.method === "OPTIONS") return send(res, { status: 204, body: null }, cors);

      if (area === "rest" && version === "v1" && name === "rpc" && url.pathname.split("/").length === 5) {
        const role = roleForKey(keys, apiKeyOf(req));
        if (!role) return send(res, invalidKey(), cors);
        if (req.method !== "POST")
          return send(res, apiError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`), cors);
        let args: unknown;
        try {
          args = JSON.parse((await readBody(req)).toString("utf8") || "{}");
        } catch (error) {
          if (error instanceof BodyTooLargeError || error instanceof BodyAbortedError) throw error;
          return send(res, apiError(400, "PGRST102", "Empty or invalid json"), cors);
        }
        const fn = url.pathname.split("/")[4] ?? "";
        return send(res, await callRpc(db, { name: fn, role, body: args, headers: requestHeaders(req) }), cors);
      }

      if (
        area === "rest" &&
        version === "v1" &&
        name !== undefined &&
        exposedTables.includes(name) &&
        url.pathname.split("/").length === 4
      ) {
        const role = roleForKey(keys, apiKeyOf(req));
        if (!role) return send(res, invalidKey(), cors);
        const tableColumns = columns[name] ?? [];
        if (req.method === "GET") {
          return send(
            res,
            await selectRows(db, {
              table: name,
              tableColumns,
              role,
              searchParams: url.searchParams,
              headers: requestHeaders(req),
            }),
            cors,
          );
        }
        if (req.method !== "POST")
          return send(res, apiError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`), cors);
        // PostgREST also parses text/csv and form bodies; this gateway only JSON (see docs/security.md).
        const mediaType = mediaTypeOf(req);
        if (mediaType !== "application/json") {
          return send(res, apiError(400, "PGRST102", `Content-Type not acceptable: ${mediaType}`), cors);
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse((await readBody(req)).toString("utf8"));
        } catch (error) {
          if (error instanceof BodyTooLargeError || error instanceof BodyAbortedError) throw error;
          return send(res, apiError(400, "PGRST102", "Empty or invalid json"), cors);
        }
        const prefer = String(req.headers.prefer ?? "");
        const result = await insertRows(db, {
          table: name,
          tableColumns,
          role,
          body: parsed,
          columnsParam: url.searchParams.get("columns"),
          returnRepresentation: prefer.includes("return=representation"),
          headers: requestHeaders(req),
          onNotice: (notice) => log(`[database] ${notice.message}`),
        });
        return send(res, result, cors);
      }

      return send(res, apiError(404, "PGRST125", `Invalid path specified in request URL: ${url.pathname}`), cors);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        // The rest of the body is read and dropped so the client gets the 413; a client that
        // keeps sending after it is cut off two seconds later.
        res.once("finish", () => setTimeout(() => req.socket.destroy(), 2000).unref());
        return send(res, tooLarge(error), { ...cors, Connection: "close" });
      }
      if (error instanceof BodyAbortedError) {
        res.destroy();
        return;
      }
      if ((error as NodeJS.ErrnoException | null)?.code === "ERR_INVALID_URL")
        return send(res, apiError(400, "BAD_REQUEST", "Malformed request URL"), cors);
      log(`gateway error: ${(error as Error | null)?.stack ?? String(error)}`);
      send(res, apiError(500, "PGRST000", "Internal gateway error"), cors);
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      // Only reached when even the error answer failed (e.g. the socket broke mid-write).
      log(`gateway could not answer: ${(error as Error | null)?.stack ?? error}`);
      res.destroy();
    });
  });
  server.on("clientError", answerClientError);
  return server;
}
