// The answer to a request Node's parser refuses, or one that did not arrive in time: every server
// we run listens for `clientError` with this, so no such request can throw, and each gets the
// status Node itself would send (400, 431 for oversized headers, 408 past the headers or request
// timeout) before the connection closes.
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";

/** The status a client error is answered with. */
export function clientErrorStatus(code: string | undefined): number {
  if (code === "HPE_HEADER_OVERFLOW") return 431;
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  return 400;
}

export interface UnparsableRequestAnswer {
  /** The body and its type for a status (the gateway answers in PostgREST's JSON); none by default. */
  body?: (status: number, code: string | undefined) => { type: string; text: string };
}

/**
 * A `clientError` listener. A socket that can no longer be written to, was reset, or speaks TLS
 * (its plain-text answer would be garbage to the client) is destroyed without an answer.
 */
export function answerUnparsableRequest({ body }: UnparsableRequestAnswer = {}) {
  return (error: NodeJS.ErrnoException, socket: Duplex & { encrypted?: boolean }): void => {
    if (!socket.writable || error.code === "ECONNRESET" || socket.encrypted) {
      socket.destroy();
      return;
    }
    const status = clientErrorStatus(error.code);
    const content = body?.(status, error.code);
    const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Error"}`, "Connection: close"];
    if (content) head.push(`Content-Type: ${content.type}`);
    head.push(`Content-Length: ${content ? Buffer.byteLength(content.text) : 0}`);
    socket.end(`${head.join("\r\n")}\r\n\r\n${content?.text ?? ""}`);
  };
}
