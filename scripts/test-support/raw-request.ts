// One raw TCP request to a local server, as the fuzz tests of both stand-ins send theirs
// (local-supabase/__tests__/fuzz.node-test.ts, local-sanity/__tests__/fuzz-requests.node-test.ts).
import net from "node:net";

/** One raw TCP connection's worth: the chunks to write, a pause between them, and whether to half-close after. */
export interface RawRequest {
  kind: string;
  chunks: (Buffer | string)[];
  delayMs?: number;
  halfClose?: boolean;
}

/**
 * Sends one raw request to 127.0.0.1:port; resolves with the answer's status (0: no answer within
 * timeoutMs or before the socket closed, -1: an answer that is not HTTP). untilStatus: stop at the
 * first status instead of waiting for the server to close (an event stream stays open).
 */
export function sendRaw(
  port: number,
  request: RawRequest,
  { timeoutMs = 2000, untilStatus = false } = {},
): Promise<number> {
  return new Promise((done) => {
    const socket = net.connect(port, "127.0.0.1");
    let status = 0;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      done(status);
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on("data", (chunk: Buffer) => {
      status ||= Number(/^HTTP\/1\.[01] (\d{3})/.exec(chunk.toString("latin1"))?.[1] ?? -1);
      if (status && untilStatus) finish();
    });
    socket.on("error", finish);
    socket.on("close", finish);
    const send = async () => {
      for (const chunk of request.chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        if (request.delayMs) await new Promise((wait) => setTimeout(wait, request.delayMs));
      }
      if (request.halfClose && !socket.destroyed) socket.end();
    };
    socket.on("connect", () => void send());
  });
}
