// What every server's test of its connection timeouts does, as a hostile client would: open many
// connections that send nothing or half a request, and watch them be closed while a normal request
// keeps being answered; and a slow but honest client that still gets its answer.
import net from "node:net";

import type { ConnectionTimeouts } from "../connection-timeouts.ts";

/** Short bounds for tests (production: defaultConnectionTimeouts); the 500-connection tests take seconds. */
export const testTimeouts: ConnectionTimeouts = {
  headersTimeoutMs: 1000,
  requestTimeoutMs: 2000,
  idleTimeoutMs: 1000,
  sessionIdleTimeoutMs: 1000,
};

export interface HoldOutcome {
  /** Connections still open when the wait ended. */
  stillOpen: number;
  /** The longest any connection stayed open, from its connect to its close. */
  longestHeldMs: number;
  /** The shortest: a server must not close before the client had its time. */
  shortestHeldMs: number;
  /** The status of each normal request sent meanwhile (0: it failed). */
  normalStatuses: number[];
}

/**
 * Opens `each` connections that send nothing and `each` that send half a header, then sends a
 * normal request every 100 ms until all are closed (or waitMs passed).
 */
export async function holdConnections(
  port: number,
  { each = 500, normalRequest, waitMs }: { each?: number; normalRequest: () => Promise<number>; waitMs: number },
): Promise<HoldOutcome> {
  const held: number[] = [];
  let open = 0;
  const connections = Array.from({ length: each * 2 }, (_, index) => {
    open += 1;
    let connectedAt = 0;
    const socket = net.connect(port, "127.0.0.1", () => {
      connectedAt = performance.now();
      if (index % 2 === 1) socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Half: ");
    });
    socket.on("error", () => {});
    // Reads what the server answers (a 408), so the server's close is seen.
    socket.resume();
    socket.on("close", () => {
      open -= 1;
      if (connectedAt > 0) held.push(performance.now() - connectedAt);
    });
    return socket;
  });
  const normalStatuses: number[] = [];
  const deadline = performance.now() + waitMs;
  while (open > 0 && performance.now() < deadline) {
    normalStatuses.push(await normalRequest().catch(() => 0));
    await new Promise((done) => setTimeout(done, 100));
  }
  const stillOpen = open;
  for (const socket of connections) socket.destroy();
  return {
    stillOpen,
    longestHeldMs: Math.max(...held),
    shortestHeldMs: Math.min(...held),
    normalStatuses,
  };
}

/**
 * A slow but honest client: its request line, then its headers after `pauseMs`; resolves with
 * the status it was answered.
 */
export function slowRequest(port: number, path: string, pauseMs: number): Promise<number> {
  return new Promise((done, fail) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`GET ${path} HTTP/1.1\r\n`);
      setTimeout(() => socket.write("Host: 127.0.0.1\r\nConnection: close\r\n\r\n"), pauseMs);
    });
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.on("close", () => done(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)));
    socket.on("error", fail);
  });
}
