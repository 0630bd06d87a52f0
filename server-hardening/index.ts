// Server hardening every server we run imports: the rooms (local-supabase/, local-sanity/,
// preview-service/) and scripts/ may import this floor; it imports none of them.
export { type UnparsableRequestAnswer, answerUnparsableRequest, clientErrorStatus } from "./unparsable-request.ts";
export {
  type ConnectionTimeouts,
  closeIdleHttp2Sessions,
  closeSlowHttpConnections,
  closeIfSilent,
  defaultConnectionTimeouts,
} from "./connection-timeouts.ts";
export { freePort } from "./free-port.ts";
export { hardenHttpServer } from "./harden-http-server.ts";
export { originFormUrl } from "./origin-form-url.ts";
