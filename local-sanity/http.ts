// Request and response helpers shared by the endpoints, for HTTP/1.1 and HTTP/2 (compat API)
// alike: JSON answers in Sanity's error shapes, bounded bodies, CORS for a Studio's origin.
import type { IncomingHttpHeaders } from "node:http";

/**
 * What the endpoints use of a request, which node:http's IncomingMessage and node:http2's
 * compat Http2ServerRequest both are (their own types' overloads cannot be called as a union).
 */
export interface ApiRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: IncomingHttpHeaders;
  httpVersion: string;
  /** A TLS socket says encrypted: true. */
  socket: { remoteAddress?: string | undefined; encrypted?: boolean } | null;
  on(event: "data", listener: (chunk: Buffer) => void): unknown;
  on(event: "end" | "close", listener: () => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
  resume(): unknown;
}

/** What the endpoints use of a response: node:http's ServerResponse or node:http2's compat one. */
export interface ApiResponse {
  readonly headersSent: boolean;
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  writeHead(status: number, headers?: Record<string, string>): unknown;
  write(chunk: string): boolean;
  end(): unknown;
  end(chunk: string): unknown;
  on(event: "finish" | "close" | "error", listener: () => void): unknown;
}

/** A request's body read as JSON (undefined when empty), at most maxBytes long. */
export type ReadBody = (options?: { maxBytes?: number }) => Promise<unknown>;

/** What the router hands each endpoint: the request with its path split from the API version. */
export interface EndpointContext {
  request: ApiRequest;
  response: ApiResponse;
  url: URL;
  /** "1", "X" or a date "YYYY-MM-DD". */
  apiVersion: string;
  /** The path after /v…/. */
  path: string;
  method: string | undefined;
  /** The request carried the one token. */
  authorized: boolean;
  /** The request's origin is allowed by CORS. */
  corsAllowed: boolean;
  readBody: ReadBody;
}

export const maxBodyBytes = 5 * 1024 * 1024;

/** A JSON object (not an array, not null): what request bodies are narrowed to before use. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The message an error body carries: `message`, or `error.description` in Sanity's query/mutation shapes. */
function describe(statusCode: number, body: Record<string, unknown>): string {
  if (typeof body.message === "string") return body.message;
  const description = isRecord(body.error) ? body.error.description : undefined;
  return typeof description === "string" ? description : `HTTP ${statusCode}`;
}

/** An answer that is not 2xx: status, the body the API sends with it, and headers (Retry-After). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;
  constructor(statusCode: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(describe(statusCode, body));
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

/** The client's address, which per-client limits count by (an HTTP/2 request's is its session's). */
export const clientAddress = (request: ApiRequest): string => request.socket?.remoteAddress ?? "unknown";

const reasons: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
};

/** The API's plain error body: { error: "Not Found", message, statusCode }. */
export const plainError = (statusCode: number, message: string) =>
  new HttpError(statusCode, { error: reasons[statusCode] ?? "Error", message, statusCode });

export function sendJson(
  response: ApiResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  response.end(JSON.stringify(body));
}

/** The request body's bytes, refusing more than maxBytes (413, naming what the body is). */
export function readBytes(
  request: ApiRequest,
  { maxBytes = maxBodyBytes, what = "Request body" }: { maxBytes?: number; what?: string } = {},
): Promise<Buffer> {
  return new Promise((done, fail) => {
    const tooLarge = () => plainError(413, `${what} is larger than ${maxBytes} bytes`);
    if (Number(request.headers["content-length"] ?? 0) > maxBytes) {
      request.resume();
      fail(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes && !failed) {
        failed = true;
        fail(tooLarge());
      } else if (!failed) chunks.push(chunk);
    });
    request.on("end", () => {
      if (!failed) done(Buffer.concat(chunks));
    });
    request.on("error", (error) => {
      if (!failed) fail(error);
    });
  });
}

/** Reads the request body as JSON, refusing more than maxBytes (413) and malformed JSON (400). */
export async function readJson(
  request: ApiRequest,
  { maxBytes = maxBodyBytes }: { maxBytes?: number } = {},
): Promise<unknown> {
  const text = (await readBytes(request, { maxBytes })).toString("utf8");
  try {
    return text.trim() === "" ? undefined : (JSON.parse(text) as unknown);
  } catch (error) {
    throw plainError(400, `Request body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const loopbackOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * CORS as a project's CORS origins "allow credentials" entry: loopback origins (a local Studio,
 * any port) and the given extra ones. Other origins get no CORS headers, so browsers refuse them.
 */
export function corsHeaders(request: ApiRequest, extraOrigins: readonly string[] = []): Record<string, string> {
  const origin = request.headers.origin;
  if (typeof origin !== "string" || !(loopbackOrigin.test(origin) || extraOrigins.includes(origin))) return {};
  const headers: Record<string, string> = {
    "access-control-allow-origin": origin,
    "access-control-allow-credentials": "true",
    vary: "Origin",
    "access-control-expose-headers": "Content-Type, X-Sanity-Shard",
  };
  if (request.method === "OPTIONS") {
    headers["access-control-allow-methods"] = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
    const requested = request.headers["access-control-request-headers"];
    headers["access-control-allow-headers"] =
      typeof requested === "string" && /^[\w\-, ]{0,1000}$/.test(requested) ? requested : "Authorization, Content-Type";
    headers["access-control-max-age"] = "600";
  }
  return headers;
}

/** decodeURIComponent, answering a malformed escape with a 400 instead of throwing. */
export function decodeSegment(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw plainError(400, `Malformed percent-encoding in ${JSON.stringify(text.slice(0, 100))}`);
  }
}

/** /v2021-06-07/…, /v1/…, /vX/…: the API version ("1", "X" or the date) and the rest of the path. */
export function splitVersion(pathname: string): { apiVersion: string; path: string } | null {
  const match = /^\/v(1|X|\d{4}-\d{2}-\d{2})(\/.*)$/.exec(pathname);
  if (!match) return null;
  const [, version = "", rest = ""] = match;
  if (version.length === 10 && Number.isNaN(Date.parse(`${version}T00:00:00Z`))) return null;
  return { apiVersion: version, path: rest };
}
