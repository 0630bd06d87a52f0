// The HTTP face of the local backend, shaped like Supabase's: /rest/v1 (PostgREST subset),
// /functions/v1 (proxied to Deno), plus the script-lead collector at /collect/script-leads.
import http from "node:http";

import { collectScriptLead } from "./collector.mjs";
import { roleForKey } from "./keys.mjs";
import { apiError } from "./postgrest-error.mjs";
import { callFunction, insertRows, requestHeaders, selectRows } from "./rest.mjs";

export const exposedTables = ["leads", "script_leads", "lead_honeypot_hits"];
const maxBodyBytes = 1024 * 1024;
const localOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
const allowHeaders = "authorization, x-client-info, apikey, content-type, prefer, accept-profile, content-profile, x-supabase-api-version, range";

/** Any localhost origin, plus the exact origins listed (or "*"). */
export function originAllowed(origin, extraOrigins = []) {
  if (!origin) return false;
  return localOrigin.test(origin) || extraOrigins.includes("*") || extraOrigins.includes(origin);
}

function readBody(req) {
  return new Promise((done, fail) => {
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        fail(Object.assign(new Error("too large"), { tooLarge: true }));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => done(Buffer.concat(chunks)));
    req.on("error", fail);
  });
}

function send(res, { status, body }, headers = {}) {
  const payload = body == null ? "" : JSON.stringify(body);
  res.writeHead(status, { ...headers, ...(payload ? { "Content-Type": "application/json; charset=utf-8" } : {}) });
  res.end(payload);
}

function apiKeyOf(req) {
  const header = req.headers.apikey;
  if (typeof header === "string" && header) return header;
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "");
  return bearer?.[1] ?? null;
}

const invalidKey = () =>
  apiError(401, "PGRST301", "Invalid API key", null, "Send the project's anon or service-role key in the apikey header.");

async function proxyToFunction(req, res, { port, path, search, body }) {
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => !["host", "connection", "content-length"].includes(name)),
  );
  const upstream = await fetch(`http://127.0.0.1:${port}${path}${search}`, {
    method: req.method,
    headers,
    body: ["GET", "HEAD", "OPTIONS"].includes(req.method) ? undefined : body,
  });
  const outHeaders = {};
  upstream.headers.forEach((value, name) => {
    if (!["content-encoding", "transfer-encoding", "content-length", "connection"].includes(name)) outHeaders[name] = value;
  });
  res.writeHead(upstream.status, outHeaders);
  res.end(Buffer.from(await upstream.arrayBuffer()));
}

/**
 * createGateway({ db, keys, columns, functionPorts, corsOrigins }) → http.Server
 * columns: { table: [column names] } for the exposed tables.
 */
export function createGateway({ db, keys, columns, functionPorts = new Map(), corsOrigins = [], log = () => {} }) {
  return http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://local");
    const origin = req.headers.origin;
    const cors = originAllowed(origin, corsOrigins)
      ? {
          "Access-Control-Allow-Origin": origin,
          "Access-Control-Allow-Headers": allowHeaders,
          "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
          "Access-Control-Expose-Headers": "Content-Range",
          "Access-Control-Max-Age": "86400",
          Vary: "Origin",
        }
      : { Vary: "Origin" };
    const [, area, version, name] = url.pathname.split("/");

    try {
      if (url.pathname === "/health") return send(res, { status: 200, body: { status: "ok" } }, cors);

      if (area === "functions" && version === "v1" && name) {
        const port = functionPorts.get(name);
        if (!port) return send(res, apiError(404, "NOT_FOUND", `Function ${name} not found`), cors);
        if (req.method !== "OPTIONS" && !roleForKey(keys, apiKeyOf(req))) return send(res, invalidKey(), cors);
        const body = await readBody(req);
        const path = url.pathname.slice("/functions/v1".length);
        return await proxyToFunction(req, res, { port, path, search: url.search, body }).catch(() =>
          send(res, apiError(503, "FUNCTION_UNAVAILABLE", `Function ${name} is not running`), cors),
        );
      }

      if (req.method === "OPTIONS") return send(res, { status: 204, body: null }, cors);

      if (url.pathname === "/collect/script-leads") {
        if (req.method !== "POST") return send(res, apiError(405, "PGRST117", "Use POST"), cors);
        const body = await readBody(req);
        return send(res, await collectScriptLead(db, { contentType: req.headers["content-type"], body }), cors);
      }

      if (area === "rest" && version === "v1" && name === "rpc" && url.pathname.split("/").length === 5) {
        const role = roleForKey(keys, apiKeyOf(req));
        if (!role) return send(res, invalidKey(), cors);
        if (req.method !== "POST") return send(res, apiError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`), cors);
        let args;
        try {
          args = JSON.parse((await readBody(req)).toString("utf8") || "{}");
        } catch (error) {
          if (error.tooLarge) throw error;
          return send(res, apiError(400, "PGRST102", "Empty or invalid json"), cors);
        }
        const fn = url.pathname.split("/")[4];
        return send(res, await callFunction(db, { name: fn, role, body: args, headers: requestHeaders(req) }), cors);
      }

      if (area === "rest" && version === "v1" && exposedTables.includes(name) && url.pathname.split("/").length === 4) {
        const role = roleForKey(keys, apiKeyOf(req));
        if (!role) return send(res, invalidKey(), cors);
        const tableColumns = columns[name];
        if (req.method === "GET") {
          return send(res, await selectRows(db, { table: name, tableColumns, role, searchParams: url.searchParams, headers: requestHeaders(req) }), cors);
        }
        if (req.method !== "POST") return send(res, apiError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`), cors);
        let parsed;
        try {
          parsed = JSON.parse((await readBody(req)).toString("utf8"));
        } catch (error) {
          if (error.tooLarge) throw error;
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
      if (error.tooLarge) return send(res, apiError(413, "PGRST413", "Request body too large"), cors);
      log(`gateway error: ${error.stack ?? error}`);
      if (!res.headersSent) send(res, apiError(500, "PGRST000", "Internal gateway error"), cors);
    }
  });
}
