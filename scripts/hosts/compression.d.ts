// compression ships no types, and @types/compression types it as Express middleware; the static
// server calls it as plain node:http middleware, which it is.
declare module "compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export default function compression(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
