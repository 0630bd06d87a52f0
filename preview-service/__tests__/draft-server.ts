import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Socket } from "node:net";

import { createPreviewFront } from "../front.ts";
import type { ConnectionTimeouts } from "../../server-hardening/connection-timeouts.ts";
import type { TrustedProxy } from "../forwarded-client.ts";

/** Text only a draft holds: it must never be in a body the front sends to a stranger. */
export const draftText = "DRAFT: The Unpublished Headline";
export const secret = "correct-horse-battery-staple-preview-secret-0123";

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  upgrade: boolean;
}

/**
 * A stand-in for gatsby develop: every path answers 200 with the draft text (and the CORS header
 * gatsby develop sends), and a websocket upgrade is accepted and echoed. It records what reached it.
 */
export async function startDraftServer(): Promise<{ url: string; seen: SeenRequest[]; close: () => Promise<void> }> {
  const seen: SeenRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, upgrade: false });
    req.resume();
    res.writeHead(200, {
      "content-type": "text/plain",
      "access-control-allow-origin": "*",
      "cache-control": "public, max-age=300",
    });
    res.end(`${draftText} at ${req.url}`);
  });
  server.on("upgrade", (req, socket: Socket) => {
    seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, upgrade: true });
    sockets.add(socket);
    socket.on("error", () => socket.destroy());
    socket.write("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n");
    socket.write(draftText);
    socket.pipe(socket);
  });
  const close = () => {
    for (const socket of sockets) socket.destroy();
    return closeServer(server);
  };
  return { url: await listen(server), seen, close };
}

export async function startFront(options: {
  upstream: string;
  trustedProxy?: TrustedProxy;
  now?: () => number;
  logs?: string[];
  connectionTimeouts?: ConnectionTimeouts;
}): Promise<{ url: string; port: number; close: () => Promise<void> }> {
  const server = createPreviewFront({ secret, ...options, log: (line) => options.logs?.push(line) });
  const url = await listen(server);
  return { url, port: (server.address() as AddressInfo).port, close: () => closeServer(server) };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((done) => server.close(() => done()));
}

/** A websocket handshake as a browser sends it; resolves with the status and the first bytes after it. */
export function upgrade(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; firstData: string }> {
  return new Promise((done, fail) => {
    const target = new URL(url);
    const req = request({
      host: target.hostname,
      port: target.port,
      path: `${target.pathname}${target.search}`,
      headers: {
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
        origin: target.origin,
        ...headers,
      },
    });
    req.on("upgrade", (res, socket, head: Buffer) => {
      const finish = (data: Buffer) => {
        socket.destroy();
        done({ status: res.statusCode ?? 0, firstData: data.toString() });
      };
      if (head.length > 0) finish(head);
      else socket.once("data", finish);
    });
    req.on("response", (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => done({ status: res.statusCode ?? 0, firstData: body }));
    });
    req.on("error", fail);
    req.end();
  });
}
