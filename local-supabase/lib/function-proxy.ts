// Forwards a /functions/v1/<name> request to the function's Deno process, with a time limit.
import type { IncomingMessage } from "node:http";

import { apiError, type ApiAnswer } from "./postgrest-error.ts";

const hopByHop = ["host", "connection", "content-length", "keep-alive", "transfer-encoding", "upgrade"];
const notForwardedBack = ["content-encoding", "transfer-encoding", "content-length", "connection", "keep-alive"];

// Hosted Supabase answers 504 when a function sends nothing for 150 s (its request idle timeout);
// the send-to-sheets sweep may take up to 45 s (sweepBudgetMs), the browser's call up to its 20 s webhook timeout.
export const defaultFunctionTimeoutMs = 150000;

/**
 * → { status, headers, raw, fromFunction: true } from the function (its headers as it sent them,
 * CORS included), or an apiError answer: 504 when it takes
 * longer than timeoutMs (like Supabase's edge runtime, which ends slow functions), 503 when
 * nothing listens (the process is restarting or down).
 */
export async function callFunction(
  req: IncomingMessage,
  {
    name,
    port,
    path,
    search,
    body,
    timeoutMs = defaultFunctionTimeoutMs,
  }: { name: string; port: number; path: string; search: string; body: Buffer; timeoutMs?: number },
): Promise<ApiAnswer> {
  // A repeated header reaches fetch as its values joined, as a string[] would be.
  const headers: Record<string, string> = Object.fromEntries(
    Object.entries(req.headers)
      .filter(([header]) => !hopByHop.includes(header))
      .map(([header, value]) => [header, String(value)]),
  );
  // The platform's edge says who the client is, from the socket, never from what the client sent
  // (Cloudflare does so in front of hosted Supabase): the script-lead route caps leads per address.
  const address = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
  headers["cf-connecting-ip"] = address;
  headers["x-forwarded-for"] = address;
  try {
    const upstream = await fetch(`http://127.0.0.1:${port}${path}${search}`, {
      method: req.method,
      headers,
      body: ["GET", "HEAD", "OPTIONS"].includes(req.method ?? "") ? undefined : new Uint8Array(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const raw = Buffer.from(await upstream.arrayBuffer());
    const outHeaders: Record<string, string> = {};
    upstream.headers.forEach((value, header) => {
      if (!notForwardedBack.includes(header)) outHeaders[header] = value;
    });
    return { status: upstream.status, headers: outHeaders, raw, fromFunction: true };
  } catch (error) {
    if ((error as Error | null)?.name === "TimeoutError") {
      return apiError(504, "FUNCTION_TIMEOUT", `Function ${name} did not answer within ${timeoutMs} ms`);
    }
    return apiError(503, "FUNCTION_UNAVAILABLE", `Function ${name} is not running`);
  }
}
