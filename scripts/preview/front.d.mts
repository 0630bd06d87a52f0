import type { Server } from "node:http";

export const secretParameter: string;
export function createPreviewFront(options: {
  upstream: string;
  secret: string;
  trustProxy?: boolean;
  now?: () => number;
  log?: (line: string) => void;
  /** The Studio's entrance at /__preview/enable (studio-entrance.mjs). */
  checkStudioSecret?: (url: URL) => Promise<{ redirectTo: string } | null>;
}): Server;
