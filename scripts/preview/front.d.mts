import type { Server } from "node:http";

import type { EntranceLimits } from "./entrance-limits.mjs";

export const secretParameter: string;
export function createPreviewFront(options: {
  upstream: string;
  secret: string;
  trustProxy?: boolean;
  now?: () => number;
  log?: (line: string) => void;
  /** The Studio's entrance at /__preview/enable (studio-entrance.mjs). */
  checkStudioSecret?: (url: URL) => Promise<{ redirectTo: string } | null>;
  /** Attempts per address and checks in flight at /__preview/enable (entrance-limits.mjs). */
  entranceLimits?: EntranceLimits;
}): Server;
