import type { Server } from "node:http";

export const secretParameter: string;
export function createPreviewFront(options: {
  upstream: string;
  secret: string;
  trustProxy?: boolean;
  now?: () => number;
  log?: (line: string) => void;
}): Server;
