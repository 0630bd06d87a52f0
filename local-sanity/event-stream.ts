// Server-sent events as the listen and live endpoints send them: the stream's head, events with
// an optional id, and a comment every 25 s so proxies and clients keep an idle stream open.
import type { ApiRequest, ApiResponse } from "./http.ts";

const heartbeatMs = 25_000;

/** One event in the stream's text format. */
export const sseEvent = (event: string, data: unknown, id?: string): string =>
  `${id ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Opens the stream on response; onClose runs once the client or the server ends it. */
export function openEventStream(request: ApiRequest, response: ApiResponse, onClose: () => void): void {
  response.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
  });
  const heartbeat = setInterval(() => response.write(": ping\n\n"), heartbeatMs);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    onClose();
  };
  request.on("close", close);
  response.on("close", close);
  response.on("error", close);
}
