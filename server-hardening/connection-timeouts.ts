// How long a connection may take to say what it wants, for every server we run: a client that
// opens connections and sends nothing, or half a request, must not hold them (each is a socket
// and memory) for longer than an honest slow client needs.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Http2SecureServer, Http2ServerRequest, Http2ServerResponse, ServerHttp2Session } from "node:http2";
import type { Socket } from "node:net";

export interface ConnectionTimeouts {
  /** From the connection's opening (or its previous answer) to the end of a request's headers. */
  headersTimeoutMs: number;
  /** From a request's headers to the end of its body (bodies here are at most a few MB). */
  requestTimeoutMs: number;
  /** An HTTP/1.1 keep-alive connection with no request in flight. */
  idleTimeoutMs: number;
  /** An HTTP/2 session with no stream open (a Studio keeps its listeners' streams open). */
  sessionIdleTimeoutMs: number;
}

/**
 * The bounds in production. 10 s for the headers is far more than a phone on a poor network needs
 * to send a few hundred bytes; 5 s idle is Node's own keep-alive default.
 */
export const defaultConnectionTimeouts: ConnectionTimeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  idleTimeoutMs: 5_000,
  sessionIdleTimeoutMs: 30_000,
};

interface Watched {
  timer?: NodeJS.Timeout;
  /** A request is being answered (its headers arrived). */
  busy: boolean;
  /** The request being answered: once it has fully arrived (complete), no deadline is left. */
  request?: IncomingMessage | Http2ServerRequest;
  /** Its answer, once begun, is not interrupted by a raw 408. */
  answer?: ServerResponse | Http2ServerResponse;
}

/**
 * Keeps time on every HTTP/1.1 connection of server: a connection must deliver a request's
 * headers within headersTimeoutMs of opening (or of its previous answer), and the request's body
 * within requestTimeoutMs; past either it is answered 408 and closed. Node's own headersTimeout
 * is checked by a timer a server starts when it listens, every 30 s by default (a 60 s bound held
 * connections up to 90 s), and never for a server that is handed its connections without
 * listening, as the local Sanity API's two protocol servers are. event: "connection" for a plain
 * server, "secureConnection" for TLS.
 */
export function closeSlowHttpConnections(
  server: Server | Http2SecureServer,
  timeouts: ConnectionTimeouts = defaultConnectionTimeouts,
  event: "connection" | "secureConnection" = "connection",
): void {
  const watched = new WeakMap<object, Watched>();
  const expire = (socket: Socket, state: Watched) => {
    // A body that arrived but was never read (a GET's empty one, under a stream that stays open
    // for minutes, as a listener's) is not late.
    if (socket.destroyed || (state.busy && state.request?.complete)) return;
    if (socket.writable && !state.answer?.headersSent) socket.end(timedOut);
    else socket.destroy();
    // A client that does not read the answer is cut off all the same.
    setTimeout(() => socket.destroy(), 1000).unref();
  };
  const arm = (socket: Socket, state: Watched, ms: number) => {
    clearTimeout(state.timer);
    state.timer = setTimeout(() => expire(socket, state), ms);
    state.timer.unref();
  };
  server.on(event, (socket: Socket & { alpnProtocol?: string | false }) => {
    // HTTP/2 sessions keep their own time (closeIdleHttp2Sessions).
    if (socket.alpnProtocol === "h2") return;
    const state: Watched = { busy: false };
    watched.set(socket, state);
    arm(socket, state, timeouts.headersTimeoutMs);
    socket.once("close", () => clearTimeout(state.timer));
  });
  server.on("request", (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => {
    const socket = req.socket as Socket | undefined;
    const state = socket ? watched.get(socket) : undefined;
    if (!socket || !state) return;
    state.busy = true;
    state.request = req;
    state.answer = res;
    // The body must arrive in time; an answer given before it (a refusal) ends the wait as well.
    arm(socket, state, Math.max(timeouts.requestTimeoutMs, timeouts.headersTimeoutMs));
    const bodyIn = () => {
      if (state.busy) clearTimeout(state.timer);
    };
    req.once("end", bodyIn);
    res.once("finish", () => {
      state.busy = false;
      state.request = undefined;
      state.answer = undefined;
      // The next request's headers are due within the headers' time (the keep-alive idle time may end it sooner).
      if (!socket.destroyed) arm(socket, state, timeouts.headersTimeoutMs);
    });
  });
  server.on("upgrade", (req: IncomingMessage) => {
    const state = watched.get(req.socket);
    if (state) clearTimeout(state.timer);
  });
}

const timedOut = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";

/**
 * Closes a raw socket that sends no byte within ms (before it is handed to a protocol that keeps
 * time itself); returns the function that stops the clock once the first byte arrived.
 */
export function closeIfSilent(socket: Socket, ms: number): () => void {
  const timer = setTimeout(() => socket.destroy(), ms);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  return () => clearTimeout(timer);
}

/**
 * HTTP/2 has no headers timeout of its own: a session that opens no stream within the headers'
 * time, or keeps none open for sessionIdleTimeoutMs, is closed (gracefully: GOAWAY, streams in
 * flight finish).
 */
export function closeIdleHttp2Sessions(
  server: Http2SecureServer,
  timeouts: ConnectionTimeouts = defaultConnectionTimeouts,
): void {
  server.on("session", (session: ServerHttp2Session) => {
    let open = 0;
    let timer: NodeJS.Timeout | undefined;
    const arm = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        // A client that ignores GOAWAY is cut off after as long again.
        session.close();
        setTimeout(() => session.destroy(), ms).unref();
      }, ms);
      timer.unref();
    };
    arm(timeouts.headersTimeoutMs);
    session.on("stream", (stream) => {
      open += 1;
      clearTimeout(timer);
      stream.once("close", () => {
        open -= 1;
        if (open === 0 && !session.closed && !session.destroyed) arm(timeouts.sessionIdleTimeoutMs);
      });
    });
    session.once("close", () => clearTimeout(timer));
  });
}
