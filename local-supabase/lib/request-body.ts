// Reading a request body with a size limit, and the media type PostgREST would parse it as.
import type { IncomingMessage } from "node:http";

export const maxBodyBytes = 1024 * 1024;

/** The client went away before sending the whole body: nothing to answer, nothing to log. */
export class BodyAbortedError extends Error {}

export class BodyTooLargeError extends Error {
  readonly limit: number;

  constructor(limit: number) {
    super(`Request body larger than ${limit} bytes`);
    this.limit = limit;
  }
}

/**
 * The body as a Buffer; rejects with BodyTooLargeError as soon as the declared or received
 * size passes the limit. The rest of an over-size body is read and thrown away (not left
 * unread): closing a socket with unread data makes the kernel send a reset, and the client
 * would lose the 413 that explains the refusal.
 */
export function readBody(req: IncomingMessage, limit = maxBodyBytes): Promise<Buffer> {
  return new Promise((done, fail) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      return fail(new BodyTooLargeError(limit));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off("data", onData);
      req.resume();
      fail(new BodyTooLargeError(limit));
    };
    req.on("data", onData);
    req.on("end", () => done(Buffer.concat(chunks)));
    req.on("error", () => fail(new BodyAbortedError("request aborted")));
    // A connection closed mid-body must settle the promise, or the handler would wait forever.
    req.on("close", () => {
      if (!req.complete) fail(new BodyAbortedError("request aborted"));
    });
  });
}

/** "application/json; charset=utf-8" → "application/json"; PostgREST assumes JSON when absent. */
export function mediaTypeOf(req: IncomingMessage): string {
  const header = req.headers["content-type"];
  if (!header) return "application/json";
  return (header.split(";")[0] ?? "").trim().toLowerCase();
}
