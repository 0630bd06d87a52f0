// What every HTTP/1.1 server we run does with hostile connections, in one call: requests Node
// cannot parse answered and never thrown, connections that say nothing in time closed, idle
// keep-alive connections closed.
import type { Server } from "node:http";

import { type ConnectionTimeouts, closeSlowHttpConnections, defaultConnectionTimeouts } from "./connection-timeouts.ts";
import { type UnparsableRequestAnswer, answerUnparsableRequest } from "./unparsable-request.ts";

export function hardenHttpServer<T extends Server>(
  server: T,
  {
    timeouts = defaultConnectionTimeouts,
    unparsable,
  }: { timeouts?: ConnectionTimeouts; unparsable?: UnparsableRequestAnswer } = {},
): T {
  server.keepAliveTimeout = timeouts.idleTimeoutMs;
  closeSlowHttpConnections(server, timeouts);
  server.on("clientError", answerUnparsableRequest(unparsable));
  return server;
}
