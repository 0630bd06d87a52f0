import type { Server } from "node:http";
export const netlifyDefaultCacheControl: string;
export function loadNetlifyRules(options: { root: string; configPath?: string }): Promise<{ errors: string[] }>;
export function prettyUrlRedirect(root: string, pathname: string): string | null;
export function startNetlify(options: { root: string; configPath?: string; timeoutMs?: number }): Promise<{
  server: Server;
  warnings: string[];
  output: () => string;
  stop: () => Promise<void>;
}>;
